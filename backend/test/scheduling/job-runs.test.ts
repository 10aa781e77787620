import { Writable } from 'node:stream';
import { AssignmentRemindersService } from '../../src/assignments/assignment-reminders.service';
import { RetentionService } from '../../src/privacy/retention.service';
import { ScheduledJobs } from '../../src/scheduling/scheduled-jobs.service';
import { JobLeasesService } from '../../src/scheduling/job-leases.service';
import { TeamSweepService } from '../../src/teams/team-sweep.service';
import { createTestApp, TestApp } from '../support/test-app';

const METRICS_TOKEN = 'metrics-token-for-tests-0123';

/** Every run of a background job is counted, timed and logged; a failed run gives its lease back. */
describe('scheduled job runs', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line));
        done();
      },
    });
    t = await createTestApp({
      seed: false,
      logStream,
      logger: ['log', 'warn', 'error'],
      env: { METRICS_TOKEN },
    });
  });
  afterAll(() => t.close());

  const metrics = async () =>
    (await t.http().get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200))
      .text;

  it('retries a failed run at the next look instead of after a whole interval, and counts both', async () => {
    const jobs = t.app.get(ScheduledJobs);
    let calls = 0;
    jobs.schedule({
      name: 'probe-job',
      everyMs: 24 * 3600_000,
      run: async () => {
        calls++;
        if (calls === 1) throw new Error('the first run fails');
        return { rows: 3 };
      },
    });
    await expect(jobs.runIfDue('probe-job')).rejects.toThrow('the first run fails');
    const lease = await t.app.get(JobLeasesService).find('probe-job');
    expect(lease!.leaseUntil.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(await jobs.runIfDue('probe-job')).toBe(true);
    expect(calls).toBe(2);
    // Taken for the interval after a run that succeeded.
    expect(await jobs.runIfDue('probe-job')).toBe(false);

    const text = await metrics();
    expect(text).toMatch(/aspire_job_runs_total\{job="probe-job",result="failed"\} 1/);
    expect(text).toMatch(/aspire_job_runs_total\{job="probe-job",result="ok"\} 1/);
    expect(text).toMatch(/aspire_job_duration_seconds_count\{job="probe-job"\} 2/);
    const logged = lines.filter((l) => l.job === 'probe-job');
    expect(logged.map((l) => [l.level, l.msg, l.result])).toEqual([
      ['error', 'job failed', 'failed'],
      ['info', 'job finished', 'ok'],
    ]);
    expect(logged[1]).toMatchObject({ counts: { rows: 3 }, durationMs: expect.any(Number) });
  });

  it.each([RetentionService.JOB, TeamSweepService.JOB, AssignmentRemindersService.JOB])(
    'counts, times and logs a run of the %s job',
    async (job) => {
      expect(await t.app.get(ScheduledJobs).runIfDue(job)).toBe(true);
      const text = await metrics();
      expect(text).toMatch(new RegExp(`aspire_job_runs_total\\{job="${job}",result="ok"\\} 1`));
      expect(text).toMatch(new RegExp(`aspire_job_duration_seconds_count\\{job="${job}"\\} 1`));
      const logged = lines.filter((l) => l.job === job);
      expect(logged.map((l) => [l.level, l.msg, l.result])).toEqual([
        ['info', 'job finished', 'ok'],
      ]);
    },
  );
});
