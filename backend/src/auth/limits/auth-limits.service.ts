import {
  dailyCapReached,
  LIMITS,
  LimitAction,
  lockoutMessage,
  normaliseEmail,
  recordAttempt,
  registerLockedMessage,
  RESEND_DAILY_LIMIT,
  secondsLeft,
  waitRemainingMs,
} from '@aspire/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { QueryFailedError, Repository } from 'typeorm';
import { AppError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { AuthLimit } from '../entities/auth-limit.entity';
import { fromRecord, toRecord } from './limit-record';

const HOUR = 3_600_000;
const RETRIES = 5;

/** Limits are keyed on a hash of the normalised e-mail: no minors' addresses in this table. */
export const emailKey = (email: string): string =>
  createHash('sha256').update(normaliseEmail(email)).digest('hex');

/**
 * The spec 000 §4 lockout table on the server, with the same pure rules the browser runs
 * (domain/auth/limits): lock, backoff, reset after the lock and the daily resend cap. Rows are
 * updated with a compare-and-set, so concurrent requests cannot lose an attempt.
 */
@Injectable()
export class AuthLimitsService {
  constructor(
    @InjectRepository(AuthLimit) private readonly limits: Repository<AuthLimit>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Throws the spec's 429 while the subject is locked, backing off or over the daily cap. */
  async assertAllowed(action: LimitAction, email: string): Promise<void> {
    const now = this.clock.now().getTime();
    const record = toRecord(await this.limits.findOneBy({ action, subject: emailKey(email) }));
    if (action === 'resend' && dailyCapReached(record, now)) {
      throw AppError.tooManyRequests(RESEND_DAILY_LIMIT, secondsLeft(nextUtcMidnight(now) - now));
    }
    const wait = waitRemainingMs(action, record, now);
    if (wait > 0) {
      throw AppError.tooManyRequests(lockoutMessage(action, secondsLeft(wait)), secondsLeft(wait));
    }
  }

  /** Counts one attempt; answers whether it locked the subject. */
  async recordAttempt(action: LimitAction, email: string): Promise<boolean> {
    const rule = LIMITS[action];
    const next = await this.update(action, emailKey(email), (row, now) =>
      fromRecord(recordAttempt(action, toRecord(row), now), rule.lockMs, rule.max),
    );
    return (next.attempts ?? 0) >= rule.max;
  }

  async reset(action: LimitAction, email: string): Promise<void> {
    await this.limits.update(
      { action, subject: emailKey(email) },
      { attempts: 0, lockedUntil: null, lastAttemptAt: null },
    );
  }

  /** The classroom-sized per-IP registration budget (REGISTER_IP_LIMIT_PER_HOUR, fixed window). */
  async assertIpBudget(ip: string): Promise<void> {
    const now = this.clock.now().getTime();
    const row = await this.limits.findOneBy({ action: 'register_ip', subject: ip });
    const start = row?.windowStartedAt?.getTime() ?? 0;
    if (row && now - start < HOUR && row.attempts >= this.config.registerIpLimitPerHour) {
      const wait = secondsLeft(start + HOUR - now);
      throw AppError.tooManyRequests(registerLockedMessage(wait), wait);
    }
  }

  async recordIpAttempt(ip: string): Promise<void> {
    await this.update('register_ip', ip, (row, now) => {
      const start = row?.windowStartedAt?.getTime() ?? 0;
      const fresh = !row || now - start >= HOUR;
      return {
        attempts: fresh ? 1 : row.attempts + 1,
        windowStartedAt: fresh ? new Date(now) : row.windowStartedAt,
        lastAttemptAt: new Date(now),
      };
    });
  }

  private async update(
    action: AuthLimit['action'],
    subject: string,
    change: (row: AuthLimit | null, now: number) => Partial<AuthLimit>,
  ): Promise<Partial<AuthLimit>> {
    for (let attempt = 0; attempt < RETRIES; attempt++) {
      const row = await this.limits.findOneBy({ action, subject });
      const values = change(row, this.clock.now().getTime());
      if (!row) {
        try {
          await this.limits.insert({ action, subject, attempts: 0, dailyCount: 0, ...values });
          return values;
        } catch (error) {
          if (error instanceof QueryFailedError) continue; // a concurrent request inserted it
          throw error;
        }
      }
      const result = await this.limits
        .createQueryBuilder()
        .update()
        .set(values)
        .where('id = :id AND attempts = :attempts AND daily_count = :daily', {
          id: row.id,
          attempts: row.attempts,
          daily: row.dailyCount,
        })
        .execute();
      if (result.affected) return values;
    }
    throw new Error(`auth_limits: could not record ${action} after ${RETRIES} tries`);
  }
}

function nextUtcMidnight(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}
