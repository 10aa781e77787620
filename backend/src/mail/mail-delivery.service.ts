import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock';
import { MetricsService } from '../observability/metrics.service';
import { OutboxRepository } from './outbox.repository';

/** Waits before retry n (1-based): 1 min, 5 min, 30 min, 2 h, 12 h; then the mail stays failed. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a claim holds: longer than the SMTP time-outs added up. */
export const CLAIM_MS = 120_000;
/** A new mail is left to the request that wrote it this long before the worker may take it. */
export const FIRST_ATTEMPT_GRACE_MS = CLAIM_MS;
const REASON_LENGTH = 1000;

export type Attempt = 'sent' | 'failed' | 'not-claimed';

/**
 * One delivery attempt of an outbox row, by whichever instance claims it first: the claim is a
 * conditional UPDATE, so two instances (or a request and the retry worker) never both send.
 */
@Injectable()
export class MailDeliveryService {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly clock: Clock,
    private readonly metrics: MetricsService,
  ) {}

  /** `dueOnly`: the retry worker's claim, only once the mail's next attempt is due. */
  async attempt(id: number, send: () => Promise<unknown>, dueOnly = false): Promise<Attempt> {
    if (!(await this.claim(id, dueOnly))) return 'not-claimed';
    try {
      await send();
    } catch (error) {
      await this.failed(id, error);
      return 'failed';
    }
    await this.outbox.markSent(id, this.clock.now());
    this.metrics.mail('sent');
    return 'sent';
  }

  /** Ids of mails whose next attempt is due and that no one holds. */
  due(limit = 20): Promise<number[]> {
    return this.outbox.dueIds(this.clock.now(), limit);
  }

  private claim(id: number, dueOnly: boolean): Promise<boolean> {
    const now = this.clock.now();
    const until = new Date(now.getTime() + CLAIM_MS);
    return this.outbox.claim(id, { now, until, maxAttempts: MAX_ATTEMPTS, dueOnly });
  }

  private async failed(id: number, error: unknown) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, REASON_LENGTH);
    const row = await this.outbox.findByIdOrFail(id);
    const delay = RETRY_DELAYS_MS[row.attempts - 1];
    const next = delay === undefined ? null : new Date(this.clock.now().getTime() + delay);
    await this.outbox.markFailed(id, reason, next);
    this.metrics.mail('failed');
    this.logger.warn(
      `Could not deliver mail ${id} (attempt ${row.attempts} of ${MAX_ATTEMPTS}${next ? '' : ', giving up'}): ${reason}`,
    );
  }
}
