import { ChaseCounts } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Actor } from '../admin/actor.decorator';
import { AuditService } from '../audit/audit.service';
import { Attempt } from '../auth/limits/auth-limits.service';
import { AppError } from '../common/app-error';
import { Transactions } from '../database/transactions';
import { MailOutbox } from '../mail/entities/mail-outbox.entity';
import { MailService } from '../mail/mail.service';

/** One run mails at most this many addresses; the answer says how many were left for later. */
export const BULK_RESEND_MAX = 1000;
export const OVER_RUN_LIMIT = `Not sent in this run (at most ${BULK_RESEND_MAX} at once): run it again.`;

/** One mailing to many addresses of a school, chosen by year group and class. */
export type Chase<T> = {
  action: 'bulk_resend_verification' | 'roster_invite';
  actor: Actor;
  schoolId: number | null;
  filters: { year_group?: string | null; class_name?: string | null };
  items: readonly T[];
  /** Takes the address's attempt of its limit; a 429 is a skip with `limited(message)`. */
  take: (item: T) => Promise<Attempt>;
  limited: (message: string) => string;
  /** Writes the mail in a transaction; null when nothing is to be sent any more. */
  write: (manager: EntityManager, item: T) => Promise<MailOutbox | null>;
  /** The skip's reason when `write` found nothing to send. */
  stale: string;
};

/**
 * A coordinator's mailing to many students at once, "chasing" them (docs/product/coordinators.md,
 * "Students"): each address first takes its attempt of its limit under the limit row's atomic
 * write, so parallel clicks never mail an address more than its limit allows; an attempt that
 * sends nothing is given back. At most BULK_RESEND_MAX a run; one audit row with the counts.
 */
@Injectable()
export class ChaseService {
  constructor(
    private readonly transactions: Transactions,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  async run<T>(chase: Chase<T>, audited: Record<string, unknown> = {}): Promise<ChaseCounts> {
    const reasons = new Map<string, number>();
    const skip = (reason: string) => reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    let sent = 0;
    for (const [i, item] of chase.items.entries()) {
      if (i >= BULK_RESEND_MAX) skip(OVER_RUN_LIMIT);
      else if (await this.mailOne(chase, item, skip)) sent++;
    }
    const counts: ChaseCounts = {
      matched: chase.items.length,
      sent,
      skipped: chase.items.length - sent,
      reasons: [...reasons].map(([reason, count]) => ({ reason, count })),
    };
    await this.transactions.run((m) =>
      this.audit.record(m, {
        actorId: chase.actor.user.id,
        actorEmail: chase.actor.user.email,
        action: chase.action,
        resource: 'students',
        after: {
          ...audited,
          ...counts,
          year_group: chase.filters.year_group ?? null,
          class_name: chase.filters.class_name ?? null,
        },
        ip: chase.actor.ip,
        schoolId: chase.schoolId,
      }),
    );
    return counts;
  }

  /** Takes the attempt, then writes and delivers the mail; a refusal is a skip with its reason. */
  private async mailOne<T>(chase: Chase<T>, item: T, skip: (reason: string) => void) {
    let attempt: Attempt;
    try {
      attempt = await chase.take(item);
    } catch (error) {
      if (error instanceof AppError && error.getStatus() === 429) {
        skip(chase.limited(error.message));
        return false;
      }
      throw error;
    }
    try {
      const outbox = await this.transactions.run((m) => chase.write(m, item));
      if (!outbox) {
        await attempt.refund();
        skip(chase.stale);
        return false;
      }
      await this.mail.deliver(outbox);
      return true;
    } catch (error) {
      await attempt.refund();
      throw error;
    }
  }
}
