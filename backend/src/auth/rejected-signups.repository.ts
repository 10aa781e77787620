import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { RejectedSignup } from '../reports/entities/rejected-signup.entity';

/**
 * The refused sign-ups' statements: the recorder's two writes, each atomic on its own, and the
 * list the coordinator's reports narrow (reports/rejected-signups.repository.ts).
 */
@Injectable()
export class RejectedSignupsRepository {
  constructor(
    @InjectRepository(RejectedSignup) private readonly rows: Repository<RejectedSignup>,
  ) {}

  /** The domain's row with no attempts yet, unless it exists (insert-or-ignore). */
  async addDomain(domain: string, now: Date): Promise<void> {
    await this.rows
      .createQueryBuilder()
      .insert()
      .values({ domain, attempts: 0, firstAttemptAt: now, lastAttemptAt: now })
      .orIgnore()
      .updateEntity(false)
      .execute();
  }

  /** `attempts = attempts + 1` in the statement itself, so parallel refusals all count. */
  async countAttempt(domain: string, now: Date): Promise<void> {
    await this.rows
      .createQueryBuilder()
      .update()
      .set({ attempts: () => 'attempts + 1', lastAttemptAt: now })
      .where('domain = :domain', { domain })
      .execute();
  }

  /** Every refused domain (alias `r`), for the back-office list to sort, filter and page. */
  list(): SelectQueryBuilder<RejectedSignup> {
    return this.rows.createQueryBuilder('r');
  }
}
