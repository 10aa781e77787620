import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock';
import { trackJobRun } from '../observability/job-runs';
import { MetricsService } from '../observability/metrics.service';
import { JobLeasesService } from './job-leases.service';

export type ScheduledJob = {
  /** The lease's name: the same on every instance (at most 64 characters). */
  name: string;
  /** Run once per this many milliseconds across all instances; 0 turns the job off. */
  everyMs: number;
  run: () => Promise<unknown>;
};

/** How often an instance asks whether a job is due, at most (a lease left by a dead instance). */
const MAX_CHECK_MS = 60_000;

/**
 * Runs each registered job once per interval across every instance: each instance looks every
 * `min(everyMs, 1 min)` and runs the job only when it takes the job's lease (`job_leases`) for
 * `everyMs`. An instance that dies mid-run holds the lease until it ends, then another runs the
 * job. The jobs themselves still use conditional writes, so an overlap (a run longer than its
 * interval, clocks apart by more than the check period) doubles nothing.
 */
@Injectable()
export class ScheduledJobs implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ScheduledJobs.name);
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(
    private readonly leases: JobLeasesService,
    private readonly clock: Clock,
    private readonly metrics: MetricsService,
  ) {}

  /** Registers `job` and starts looking for it (nothing when its interval is 0). */
  schedule(job: ScheduledJob): void {
    if (this.jobs.has(job.name)) throw new Error(`Job ${job.name} is already scheduled`);
    this.jobs.set(job.name, job);
    if (!job.everyMs || this.stopped) return;
    const timer = setInterval(
      () => {
        const run = this.runIfDue(job.name).catch((error: Error) =>
          this.logger.error(`Scheduled job ${job.name} failed: ${error.message}`),
        );
        this.running.add(run);
        void run.finally(() => this.running.delete(run));
      },
      Math.min(job.everyMs, MAX_CHECK_MS),
    );
    timer.unref();
    this.timers.push(timer);
  }

  /**
   * Runs the job when this instance takes its lease; true when it ran here. Each run is counted,
   * timed and logged (`trackJobRun`). A run that fails gives its lease back, so the next look
   * (within a minute, on any instance) runs it again instead of waiting a whole interval.
   */
  async runIfDue(name: string): Promise<boolean> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`No scheduled job named ${name}`);
    if (this.stopped) return false;
    if (!(await this.leases.acquire(name, this.clock.now(), job.everyMs))) return false;
    try {
      await trackJobRun(this.metrics, name, job.run);
    } catch (error) {
      await this.leases
        .release(name, this.clock.now())
        .catch((release: Error) =>
          this.logger.warn(`Could not give back the lease of ${name}: ${release.message}`),
        );
      throw error;
    }
    return true;
  }

  /**
   * Stops looking on timers; `runIfDue` still runs a job. The integration tests drive every job
   * themselves, so that a timer firing a minute into a long test changes nothing behind it.
   */
  stopTimers(): void {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
  }

  /** Stops looking and waits for a run in progress, before the pools close. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    await Promise.allSettled([...this.running]);
  }
}
