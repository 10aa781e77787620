import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { MailOutbox } from './entities/mail-outbox.entity';

/**
 * The outbox's statements. A delivery is claimed by one conditional UPDATE whose row count says
 * whether this instance took it; the retry rules sit in MailDeliveryService.
 */
@Injectable()
export class OutboxRepository {
  constructor(@InjectRepository(MailOutbox) private readonly mails: Repository<MailOutbox>) {}

  /** Ids of mails waiting to be sent whose next attempt is due at `now` and that no one holds. */
  async dueIds(now: Date, limit: number): Promise<number[]> {
    const rows = await this.mails
      .createQueryBuilder('m')
      .select('m.id', 'id')
      .where("m.status IN ('pending', 'failed')")
      .andWhere('m.next_attempt_at <= :now', { now })
      .andWhere('(m.claimed_until IS NULL OR m.claimed_until <= :now)', { now })
      .orderBy('m.next_attempt_at', 'ASC')
      .limit(limit)
      .getRawMany<{ id: number }>();
    return rows.map((r) => Number(r.id));
  }

  /**
   * Holds the mail until `until` and counts an attempt, if it waits to be sent, has attempts
   * left below `maxAttempts` and no one holds it at `now` (with `dueOnly`, if its next attempt
   * is due); true when this call took it.
   */
  async claim(
    id: number,
    {
      now,
      until,
      maxAttempts,
      dueOnly,
    }: { now: Date; until: Date; maxAttempts: number; dueOnly: boolean },
  ): Promise<boolean> {
    const query = this.mails
      .createQueryBuilder()
      .update()
      .set({ claimedUntil: until, attempts: () => 'attempts + 1' })
      .where('id = :id', { id })
      .andWhere("status IN ('pending', 'failed')")
      .andWhere('attempts < :max', { max: maxAttempts })
      .andWhere('(claimed_until IS NULL OR claimed_until <= :now)', { now });
    if (dueOnly) query.andWhere('next_attempt_at <= :now', { now });
    const result = await query.execute();
    return result.affected === 1;
  }

  async markSent(id: number, sentAt: Date): Promise<void> {
    await this.mails
      .createQueryBuilder()
      .update()
      .set({ status: 'sent', sentAt, error: null, nextAttemptAt: null, claimedUntil: null })
      .where('id = :id', { id })
      .execute();
  }

  async markFailed(id: number, error: string, nextAttemptAt: Date | null): Promise<void> {
    await this.mails
      .createQueryBuilder()
      .update()
      .set({ status: 'failed', error, nextAttemptAt, claimedUntil: null })
      .where('id = :id', { id })
      .execute();
  }

  findById(id: number): Promise<MailOutbox | null> {
    return this.mails.findOneBy({ id });
  }

  findByIdOrFail(id: number): Promise<MailOutbox> {
    return this.mails.findOneByOrFail({ id });
  }

  /** Every mail (alias `m`), for the back-office list to sort, filter and page. */
  list(): SelectQueryBuilder<MailOutbox> {
    return this.mails.createQueryBuilder('m');
  }
}
