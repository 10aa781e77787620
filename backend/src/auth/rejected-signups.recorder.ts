import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { RejectedSignupsRepository } from './rejected-signups.repository';

/**
 * Counts a sign-up the whitelist refused, by the address's domain only (no full
 * refused address is stored). Two single statements, each atomic on its own: the row is made
 * once, then `attempts = attempts + 1`, so parallel refusals are all counted.
 */
@Injectable()
export class RejectedSignupsRecorder {
  constructor(
    private readonly rows: RejectedSignupsRepository,
    private readonly clock: Clock,
  ) {}

  async record(email: string): Promise<void> {
    const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
    if (!domain) return;
    const now = this.clock.now();
    await this.rows.addDomain(domain, now);
    await this.rows.countAttempt(domain, now);
  }
}
