import { isoDay, MAIL_BODY_PURGED } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { EntityManager, WhereExpressionBuilder } from 'typeorm';
import { AnalyticsDaily } from '../analytics/entities/analytics-daily.entity';
import { AuthLimit } from '../auth/entities/auth-limit.entity';
import { MailOutbox } from '../mail/entities/mail-outbox.entity';

/** A daily count's row: its day, type, name and school. */
export type DailyKey = Omit<AnalyticsDaily, 'id' | 'count'>;

/** Mails older than `cutoff`, no longer waiting to be sent, whose text is not yet blanked. */
const mailDue = <Q extends WhereExpressionBuilder>(qb: Q, cutoff: Date): Q =>
  qb
    .where('created_at < :cutoff', { cutoff })
    .andWhere("status <> 'pending'")
    .andWhere('(text_body <> :purged OR html_body IS NOT NULL)', { purged: MAIL_BODY_PURGED });

/** Limit rows untouched since `cutoff` (the longest window) and not locked at `now`. */
const limitStale = <Q extends WhereExpressionBuilder>(qb: Q, cutoff: Date, now: Date): Q =>
  qb
    .where('(last_attempt_at IS NULL OR last_attempt_at < :cutoff)', { cutoff })
    .andWhere('(window_started_at IS NULL OR window_started_at < :cutoff)', { cutoff })
    .andWhere('(locked_until IS NULL OR locked_until < :now)', { now })
    .andWhere('(daily_date IS NULL OR daily_date < :today)', { today: isoDay(now) });

/**
 * The retention job's statements on other modules' tables, on the manager of the job's own
 * transaction. Every change repeats its conditions in its WHERE, so a row used meanwhile stays;
 * the periods and batches are RetentionService's (docs/product/privacy.md).
 */
@Injectable()
export class RetentionRepository {
  /** The first `limit` ids, by id, of mails whose bodies are due to be blanked. */
  async mailIdsDue(m: EntityManager, cutoff: Date, limit: number): Promise<number[]> {
    const qb = m.createQueryBuilder().select('id').from(MailOutbox, 'mail');
    return idsOf(await mailDue(qb, cutoff).orderBy('id').limit(limit).getRawMany());
  }

  /** Blanks the bodies of these mails that are still due; the number blanked. */
  async blankMailBodies(m: EntityManager, cutoff: Date, ids: number[]): Promise<number> {
    const qb = m
      .createQueryBuilder()
      .update(MailOutbox)
      .set({ textBody: MAIL_BODY_PURGED, htmlBody: null });
    const result = await mailDue(qb, cutoff).andWhere('id IN (:...ids)', { ids }).execute();
    return result.affected ?? 0;
  }

  /** The first `limit` ids, by id, of limit rows that count nothing any more. */
  async staleLimitIds(m: EntityManager, cutoff: Date, now: Date, limit: number): Promise<number[]> {
    const qb = m.createQueryBuilder().select('id').from(AuthLimit, 'limits');
    return idsOf(await limitStale(qb, cutoff, now).orderBy('id').limit(limit).getRawMany());
  }

  /** Deletes these limit rows that are still stale; the number deleted. */
  async deleteStaleLimits(m: EntityManager, cutoff: Date, now: Date, ids: number[]) {
    const qb = m.createQueryBuilder().delete().from(AuthLimit);
    const result = await limitStale(qb, cutoff, now).andWhere('id IN (:...ids)', { ids }).execute();
    return result.affected ?? 0;
  }

  /** A day's count row at 0, unless it exists (insert-or-ignore). */
  async addDailyCount(m: EntityManager, key: DailyKey): Promise<void> {
    await m
      .createQueryBuilder()
      .insert()
      .into(AnalyticsDaily)
      .values({ ...key, count: 0 })
      .orIgnore()
      .execute();
  }

  /** `count = count + n` in the statement itself, so concurrent runs add rather than overwrite. */
  async addToDailyCount(m: EntityManager, key: DailyKey, n: number): Promise<void> {
    await m
      .createQueryBuilder()
      .update(AnalyticsDaily)
      .set({ count: () => `count + ${Number(n)}` })
      .where({ ...key })
      .execute();
  }
}

const idsOf = (rows: { id: number | string }[]) => rows.map((row) => Number(row.id));
