import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { RejectedSignup } from '../reports/entities/rejected-signup.entity';

/**
 * Counts a sign-up the whitelist refused, by the address's domain only (no full
 * refused address is stored). Two single statements, each atomic on its own: the row is made
 * once, then `attempts = attempts + 1`, so parallel refusals are all counted.
 */
@Injectable()
export class RejectedSignupsRecorder {
  constructor(
    @InjectRepository(RejectedSignup) private readonly rows: Repository<RejectedSignup>,
    private readonly clock: Clock,
  ) {}

  async record(email: string): Promise<void> {
    const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
    if (!domain) return;
    const now = this.clock.now();
    await this.rows
      .createQueryBuilder()
      .insert()
      .values({ domain, attempts: 0, firstAttemptAt: now, lastAttemptAt: now })
      .orIgnore()
      .updateEntity(false)
      .execute();
    await this.rows
      .createQueryBuilder()
      .update()
      .set({ attempts: () => 'attempts + 1', lastAttemptAt: now })
      .where('domain = :domain', { domain })
      .execute();
  }
}
