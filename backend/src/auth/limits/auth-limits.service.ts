import {
  dailyCapReached,
  LIMITS,
  LimitAction,
  lockoutMessage,
  normaliseEmail,
  recordAttempt,
  RESEND_DAILY_LIMIT,
  secondsLeft,
  takeFromWindow,
  waitRemainingMs,
  WindowRule,
} from '@aspire/domain';
import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { AuthLimit, LimitKind } from '../entities/auth-limit.entity';
import { AuthLimitsRepository, LimitValues as Values } from './auth-limits.repository';
import { fromRecord, toRecord } from './limit-record';

/** Limits are keyed on a hash of the normalised e-mail: no minors' addresses in this table. */
export const emailKey = (email: string): string =>
  createHash('sha256').update(normaliseEmail(email)).digest('hex');

/** Recovery code attempts are keyed on a hash of the username typed. */
export const recoveryKey = (username: string): string =>
  createHash('sha256').update(`recover:${username.toLowerCase()}`).digest('hex');

/** One counted attempt, taken before the work it guards. */
export type Attempt = {
  /** The attempt locked the subject (the lock applies from the next one). */
  locked: boolean;
  /** Gives the attempt back, unless another has been counted since. */
  refund: () => Promise<void>;
};

/**
 * The lockout table (docs/product/access.md, "Lockouts and backoff") and the server's own budgets,
 * decided atomically: an attempt is taken by a write conditional on the row's version *before* the
 * password is checked or the mail
 * sent, so 50 parallel requests pass exactly as often as the rule allows (atomic-limits.md). The
 * rules themselves are the pure functions the browser also runs (domain/auth).
 */
@Injectable()
export class AuthLimitsService {
  constructor(
    private readonly limits: AuthLimitsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Takes one attempt, or throws the spec's 429 (or `message`'s) while locked, backing off or
   * over the daily cap.
   */
  consume(
    action: LimitAction,
    email: string,
    message: (seconds: number) => string = (s) => lockoutMessage(action, s),
  ): Promise<Attempt> {
    return this.consumeFor(action, emailKey(email), message);
  }

  /**
   * `consume` for a subject that is not an e-mail: a browser known to the account (its device
   * cookie's key), counted and locked by the same rule as the address.
   */
  consumeFor(
    action: LimitAction,
    subject: string,
    message: (seconds: number) => string = (s) => lockoutMessage(action, s),
  ): Promise<Attempt> {
    const rule = LIMITS[action];
    return this.take(action, subject, (row, now) => {
      const record = toRecord(row);
      if (action === 'resend' && dailyCapReached(record, now)) {
        throw AppError.tooManyRequests(RESEND_DAILY_LIMIT, secondsLeft(nextUtcMidnight(now) - now));
      }
      const wait = waitRemainingMs(action, record, now);
      if (wait > 0) {
        throw AppError.tooManyRequests(message(secondsLeft(wait)), secondsLeft(wait));
      }
      return fromRecord(recordAttempt(action, record, now), rule.lockMs, rule.max);
    }).then(({ taken, refund }) => ({ locked: (taken.attempts ?? 0) >= rule.max, refund }));
  }

  /**
   * Takes one use of a fixed-window budget (the per-IP registration budget, e-mail change
   * requests), or throws a 429 with `message(secondsToWait)`. `giveBack` returns the use to the
   * window it was taken from, whatever was counted since (one conditional decrement).
   */
  async consumeWindow(
    kind: LimitKind,
    subject: string,
    rule: WindowRule,
    message: (seconds: number) => string,
  ): Promise<Attempt & { giveBack: () => Promise<void> }> {
    const { refund, taken } = await this.take(kind, subject, (row, now) => {
      const state = row.windowStartedAt
        ? { count: row.attempts, startedAt: row.windowStartedAt.getTime() }
        : null;
      const result = takeFromWindow(rule, state, now);
      if ('waitMs' in result) {
        const wait = secondsLeft(result.waitMs);
        throw AppError.tooManyRequests(message(wait), wait);
      }
      return {
        attempts: result.next.count,
        windowStartedAt: new Date(result.next.startedAt),
        lastAttemptAt: new Date(now),
      };
    });
    const window = taken.windowStartedAt!;
    const giveBack = async () => {
      // Only while the window it was taken from runs: a later window starts again from nothing.
      await this.limits.giveBackUse(kind, subject, window);
    };
    return { locked: false, refund, giveBack };
  }

  /**
   * Lifts `email`'s registration backoff or lock when every attempt it counts was made before
   * the whitelist entry that admits the address now: those attempts were refusals by the
   * whitelist, and the school has since added the address or its domain
   * (docs/product/access.md, "Lockouts and backoff"; docs/decisions/0112). Attempts made while
   * the address was admitted (an existing account) keep counting.
   */
  async forgiveRegistrationBefore(email: string, whitelistedAt: Date): Promise<void> {
    await this.limits.resetIfLastBefore('register', emailKey(email), whitelistedAt);
  }

  /** The classroom-sized per-IP registration budget (REGISTER_IP_LIMIT_PER_HOUR). */
  registerIpRule(): WindowRule {
    return { max: this.config.registerIpLimitPerHour, windowMs: 3_600_000 };
  }

  /**
   * Seconds before `email` may try `action` again (0 when free), as the next attempt would be
   * decided. A read: it counts nothing, and an unknown address answers like a known one.
   */
  async waitSeconds(
    action: LimitAction,
    email: string,
    subject = emailKey(email),
  ): Promise<number> {
    const row = await this.limits.find(action, subject);
    return secondsLeft(waitRemainingMs(action, toRecord(row), this.clock.now().getTime()));
  }

  /** When each of `emails` may try `action` again, for those locked now (the admin user list). */
  async lockedUntil(action: LimitAction, emails: string[]): Promise<Map<string, Date>> {
    if (!emails.length) return new Map();
    const keys = new Map(emails.map((email) => [emailKey(email), email]));
    const rows = await this.limits.findMany(action, [...keys.keys()]);
    const now = this.clock.now();
    const locked = new Map<string, Date>();
    for (const row of rows) {
      if (row.lockedUntil && row.lockedUntil > now)
        locked.set(keys.get(row.subject)!, row.lockedUntil);
    }
    return locked;
  }

  async reset(action: LimitAction, email: string, subject = emailKey(email)): Promise<void> {
    await this.limits.reset(action, subject);
  }

  /**
   * Reads the (kind, subject) row, lets `decide` compute the new values from it (or throw), and
   * writes them only over the version it read: one conditional write decides (atomic-limits.md
   * §1), so of N concurrent attempts each is decided on the state the previous one left, and a
   * loser reads again. Two round trips and no transaction, where a locked read took four
   * (bench/README.md, P6). The row is created on first use.
   */
  private async take(
    kind: LimitKind,
    subject: string,
    decide: (row: AuthLimit, now: number) => Values,
  ): Promise<{ taken: Values; refund: () => Promise<void> }> {
    for (;;) {
      const row = await this.limits.find(kind, subject);
      if (!row) {
        await this.limits.addIfMissing(kind, subject);
        continue;
      }
      const taken = decide(row, this.clock.now().getTime());
      if (await this.limits.writeOver(row.id, row.version, taken)) {
        // Puts the row back as it was, only if nothing else has been written since.
        const refund = () =>
          this.limits.writeOver(row.id, row.version + 1, valuesOf(row)).then(() => {});
        return { taken, refund };
      }
    }
  }
}

function valuesOf(row: AuthLimit): Values {
  const { attempts, lastAttemptAt, lockedUntil, dailyCount, dailyDate, windowStartedAt } = row;
  return { attempts, lastAttemptAt, lockedUntil, dailyCount, dailyDate, windowStartedAt };
}

function nextUtcMidnight(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}
