import { Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { trackJobRun } from '../observability/job-runs';
import { MetricsService } from '../observability/metrics.service';
import { MailService } from './mail.service';

const INTERVAL_MS = 30_000;

/** Every 30 s, retries the mails whose next attempt is due (SMTP transport only). */
@Injectable()
export class MailRetryWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly mail: MailService,
    private readonly metrics: MetricsService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.mail.sends) return;
    this.timer = setInterval(() => void this.tick(), INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async tick() {
    if (this.running) return;
    // Counted and logged per run; a failure is retried on the next tick.
    this.running = trackJobRun(this.metrics, 'mail-retry', () => this.mail.retryDue()).catch(
      () => undefined,
    );
    await this.running;
    this.running = undefined;
  }
}
