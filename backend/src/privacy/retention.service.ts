import { AUTH_LIMIT_LONGEST_WINDOW_MS, isoDay, retentionCutoff } from '@aspire/domain';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager, In, IsNull, LessThan, LessThanOrEqual } from 'typeorm';
import { AnalyticsEvent } from '../analytics/entities/analytics-event.entity';
import { AuthSession } from '../auth/entities/auth-session.entity';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Transactions } from '../database/transactions';
import { ScheduledJobs } from '../scheduling/scheduled-jobs.service';
import { User } from '../users/entities/user.entity';
import { ErasureService } from '../users/erasure.service';
import { DailyKey, RetentionRepository } from './retention.repository';

const BATCH = 200;

export type RetentionResult = {
  /** unverified accounts erased (their tokens, mail and limit rows with them) */
  accounts: number;
  /** e-mails whose bodies were blanked */
  mailBodies: number;
  /** auth_limits rows past every window */
  limits: number;
  /** auth_sessions rows past their expiry */
  sessions: number;
  /** raw analytics events folded into daily counts and deleted */
  analyticsEvents: number;
};

/**
 * Children's data by default: the daily retention job. `runOnce(now)` does one full
 * pass; every write is conditional (the account is re-checked under its row lock, the mail and
 * limit updates repeat their conditions in the WHERE, an event is counted only by the
 * transaction whose DELETE removed it), so two runs that overlap erase or count nothing twice.
 * The schedule takes the `retention` lease (`ScheduledJobs`): one instance runs it per
 * `RETENTION_INTERVAL_MS` across all of them (0 turns it off).
 */
@Injectable()
export class RetentionService implements OnApplicationBootstrap {
  static readonly JOB = 'retention';

  constructor(
    private readonly transactions: Transactions,
    private readonly erasure: ErasureService,
    private readonly rows: RetentionRepository,
    private readonly clock: Clock,
    private readonly jobs: ScheduledJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.schedule({
      name: RetentionService.JOB,
      everyMs: this.config.retention.intervalMs,
      run: () => this.runOnce(this.clock.now()),
    });
  }

  async runOnce(now: Date): Promise<RetentionResult> {
    return {
      accounts: await this.eraseUnverified(now),
      mailBodies: await this.purgeMailBodies(now),
      limits: await this.purgeLimits(now),
      sessions: await this.purgeSessions(now),
      analyticsEvents: await this.rollUpAnalytics(now),
    };
  }

  /** Accounts never verified `unverifiedAccountDays` after sign-up, through the full erasure. */
  async eraseUnverified(now: Date): Promise<number> {
    const cutoff = retentionCutoff(now, this.config.retention.unverifiedAccountDays);
    const due = (user: User) => !user.emailVerifiedAt && user.createdAt < cutoff;
    let erased = 0;
    for (;;) {
      const users = await this.transactions.run((m) =>
        m.find(User, {
          where: { emailVerifiedAt: IsNull(), createdAt: LessThan(cutoff) },
          order: { createdAt: 'ASC' },
          take: BATCH,
        }),
      );
      let progressed = false;
      for (const user of users) {
        try {
          await this.erasure.erase(
            { id: user.id, email: user.email, system: 'retention' },
            user.id,
            (locked) => {
              if (!due(locked)) throw new NotDue();
            },
          );
          erased++;
          progressed = true;
        } catch (error) {
          // Verified meanwhile, or erased by another instance: nothing to do.
          if (!(error instanceof NotDue) && !(error instanceof AppError)) throw error;
        }
      }
      if (users.length < BATCH || !progressed) return erased;
    }
  }

  /**
   * Blanks the text of e-mails older than `mailBodyDays` that are no longer waiting to be sent,
   * `BATCH` rows a statement (ids first, then an UPDATE by id that repeats the conditions): a
   * first run on a large outbox never holds one long statement's locks.
   */
  async purgeMailBodies(now: Date): Promise<number> {
    const cutoff = retentionCutoff(now, this.config.retention.mailBodyDays);
    return this.inBatches(
      (m) => this.rows.mailIdsDue(m, cutoff, BATCH),
      (m, ids) => this.rows.blankMailBodies(m, cutoff, ids),
    );
  }

  /**
   * Limit rows that count nothing any more: untouched for the longest window, and not locked;
   * `BATCH` rows a DELETE, by id with the conditions repeated (a row used meanwhile stays).
   */
  async purgeLimits(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - AUTH_LIMIT_LONGEST_WINDOW_MS);
    return this.inBatches(
      (m) => this.rows.staleLimitIds(m, cutoff, now, BATCH),
      (m, ids) => this.rows.deleteStaleLimits(m, cutoff, now, ids),
    );
  }

  /** Takes up to `BATCH` ids, changes those rows, and again until a batch comes back short. */
  private async inBatches(
    select: (m: EntityManager) => Promise<number[]>,
    change: (m: EntityManager, ids: number[]) => Promise<number>,
  ): Promise<number> {
    let changed = 0;
    for (;;) {
      const ids = await this.transactions.run(select);
      if (!ids.length) return changed;
      changed += await this.transactions.run((m) => change(m, ids));
      if (ids.length < BATCH) return changed;
    }
  }

  /**
   * Sessions past their expiry (their tokens are already refused by `exp`), a batch at a time by
   * primary key: a range delete on `expires_at` would take gap locks on MariaDB that concurrent
   * sign-ins inserting new sessions would wait behind.
   */
  async purgeSessions(now: Date): Promise<number> {
    let purged = 0;
    for (;;) {
      const expired = await this.transactions.run((m) =>
        m.find(AuthSession, {
          select: { id: true },
          where: { expiresAt: LessThanOrEqual(now) },
          order: { expiresAt: 'ASC' },
          take: BATCH,
        }),
      );
      if (!expired.length) return purged;
      const ids = expired.map((s) => s.id);
      purged +=
        (await this.transactions.run((m) => m.delete(AuthSession, { id: In(ids) }))).affected ?? 0;
      if (expired.length < BATCH) return purged;
    }
  }

  /**
   * Events older than `analyticsEventDays` become counts per day, type, name and school. Each
   * batch deletes its events by id, group by group, and adds to a group's count only what its
   * own DELETE removed: a concurrent run that got there first leaves it 0.
   */
  async rollUpAnalytics(now: Date): Promise<number> {
    const cutoff = retentionCutoff(now, this.config.retention.analyticsEventDays);
    let folded = 0;
    for (;;) {
      const events = await this.transactions.run((m) =>
        m.find(AnalyticsEvent, {
          where: { at: LessThan(cutoff) },
          order: { id: 'ASC' },
          take: BATCH,
        }),
      );
      if (!events.length) return folded;
      const groups = new Map<string, { key: DailyKey; ids: number[] }>();
      for (const e of events) {
        const key = { day: isoDay(e.at), type: e.type, name: e.name, schoolId: e.schoolId ?? 0 };
        const id = JSON.stringify(key);
        const group = groups.get(id) ?? { key, ids: [] };
        group.ids.push(e.id);
        groups.set(id, group);
      }
      // The count rows exist before the transaction (as auth_limits rows do), so concurrent
      // first inserts cannot deadlock on MySQL's gap locks.
      for (const { key } of groups.values()) {
        await this.transactions.run((m) => this.rows.addDailyCount(m, key));
      }
      const removed = await this.transactions.run(async (m) => {
        let n = 0;
        for (const { key, ids } of groups.values()) {
          const deleted = (await m.delete(AnalyticsEvent, { id: In(ids) })).affected ?? 0;
          if (!deleted) continue;
          await this.rows.addToDailyCount(m, key, deleted);
          n += deleted;
        }
        return n;
      });
      folded += removed;
      if (events.length < BATCH) return folded;
    }
  }
}

class NotDue extends Error {}
