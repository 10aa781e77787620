import { HOUR_MS, MINUTE_MS } from '../time/durations';
import {
  FORGOT_WARNING,
  LOGIN_LOCKED_HINT,
  LOGIN_WARNING,
  REGISTER_LOCKED_HINT,
  REGISTER_WARNING,
  RESEND_WARNING,
  forgotLockedMessage,
  loginLockedMessage,
  registerLockedMessage,
  resendLockedMessage,
} from './messages';

/** The four rate-limited actions (docs/product/access.md, "Lockouts and backoff"). */
export type LimitAction = 'login' | 'register' | 'forgot' | 'resend';
export const LIMIT_ACTIONS: readonly LimitAction[] = ['login', 'register', 'forgot', 'resend'];

export type LimitRule = {
  /** attempts after which the subject is locked */
  max: number;
  lockMs: number;
  /** attempts from which the warning is shown */
  warnAt: number;
  /** backoff base: after k attempts wait base * 2^min(k-1, 4) */
  baseDelayMs: number;
  dailyCap?: number;
  dailyWarnAt?: number;
};

/**
 * docs/product/access.md, "Lockouts and backoff". Resend warns from 1 attempt (or 8 daily
 * resends), as the original's text says; its table's "2 attempts" says the same less precisely.
 */
export const LIMITS = {
  login: { max: 5, lockMs: 15 * MINUTE_MS, warnAt: 4, baseDelayMs: 2_000 },
  register: { max: 5, lockMs: 24 * HOUR_MS, warnAt: 4, baseDelayMs: 2_000 },
  forgot: { max: 3, lockMs: HOUR_MS, warnAt: 2, baseDelayMs: 10_000 },
  resend: { max: 3, lockMs: HOUR_MS, warnAt: 1, baseDelayMs: 10_000, dailyCap: 10, dailyWarnAt: 8 },
} satisfies Record<LimitAction, LimitRule>;

/**
 * Backoff stops doubling at 2^4 = 16 times the base
 * (docs/product/access.md, "Lockouts and backoff").
 */
export const MAX_BACKOFF_EXPONENT = 4;

/** The client-side record (field names as stored in localStorage). */
export type LimitRecord = {
  attempts: number;
  /** epoch milliseconds of the last counted attempt */
  lastAttempt: number;
  /** resend only: resends made on `lastResetDate` */
  dailyResends?: number;
  /** resend only: UTC calendar date (YYYY-MM-DD) the daily counter belongs to */
  lastResetDate?: string;
};

export const EMPTY_RECORD: LimitRecord = { attempts: 0, lastAttempt: 0 };

export const utcDate = (now: number): string => new Date(now).toISOString().slice(0, 10);
export const secondsLeft = (ms: number): number => Math.ceil(ms / 1000);

export function backoffDelayMs(action: LimitAction, failures: number): number {
  if (failures <= 0) return 0;
  return LIMITS[action].baseDelayMs * 2 ** Math.min(failures - 1, MAX_BACKOFF_EXPONENT);
}

/**
 * The record as it stands at `now`: attempts reset once the lock duration has passed since the
 * last attempt ("attempts reset after lock expires"; designed: the same quiet period
 * also forgets attempts that never reached the lock), and the daily counter resets on a new UTC day.
 */
export function currentRecord(
  action: LimitAction,
  record: LimitRecord | null | undefined,
  now: number,
): LimitRecord {
  const r = { ...EMPTY_RECORD, ...record };
  if (r.attempts > 0 && now - r.lastAttempt >= LIMITS[action].lockMs) {
    r.attempts = 0;
  }
  if (action === 'resend' && r.lastResetDate !== utcDate(now)) {
    r.dailyResends = 0;
    r.lastResetDate = utcDate(now);
  }
  return r;
}

/** Milliseconds left on the lock, 0 when not locked. */
export function lockRemainingMs(action: LimitAction, record: LimitRecord, now: number): number {
  const r = currentRecord(action, record, now);
  if (r.attempts < LIMITS[action].max) return 0;
  return Math.max(0, r.lastAttempt + LIMITS[action].lockMs - now);
}

/** Milliseconds before the next attempt is allowed: the lock, else the backoff; 0 when free. */
export function waitRemainingMs(action: LimitAction, record: LimitRecord, now: number): number {
  const locked = lockRemainingMs(action, record, now);
  if (locked > 0) return locked;
  const r = currentRecord(action, record, now);
  return Math.max(0, r.lastAttempt + backoffDelayMs(action, r.attempts) - now);
}

/** Resend only: the daily cap (docs/product/access.md) has been reached today. */
export function dailyCapReached(record: LimitRecord, now: number): boolean {
  const r = currentRecord('resend', record, now);
  return (r.dailyResends ?? 0) >= LIMITS.resend.dailyCap;
}

/** The record after one more counted attempt at `now`. */
export function recordAttempt(
  action: LimitAction,
  record: LimitRecord | null | undefined,
  now: number,
): LimitRecord {
  const r = currentRecord(action, record, now);
  const next: LimitRecord = { ...r, attempts: r.attempts + 1, lastAttempt: now };
  if (action === 'resend') next.dailyResends = (r.dailyResends ?? 0) + 1;
  return next;
}

/** A record locked for `retryAfterSeconds`, to follow a server 429 so both sides agree. */
export function lockedRecord(
  action: LimitAction,
  record: LimitRecord | null | undefined,
  retryAfterSeconds: number,
  now: number,
): LimitRecord {
  const r = currentRecord(action, record, now);
  const lastAttempt = now - LIMITS[action].lockMs + retryAfterSeconds * 1000;
  return { ...r, attempts: LIMITS[action].max, lastAttempt: Math.min(now, lastAttempt) };
}

/**
 * The lockout message for an action with N seconds left
 * (docs/product/access.md, "Lockouts and backoff").
 */
export function lockoutMessage(action: LimitAction, seconds: number): string {
  switch (action) {
    case 'login':
      return loginLockedMessage(seconds);
    case 'register':
      return registerLockedMessage(seconds);
    case 'forgot':
      return forgotLockedMessage(seconds);
    case 'resend':
      return resendLockedMessage(seconds);
  }
}

/**
 * The grey hint under the message area (docs/product/access.md, "Lockouts and backoff"), or null.
 */
export function limitHint(action: LimitAction, record: LimitRecord, now: number): string | null {
  const r = currentRecord(action, record, now);
  const locked = lockRemainingMs(action, r, now) > 0;
  const warn = r.attempts >= LIMITS[action].warnAt;
  switch (action) {
    case 'login':
      return locked ? LOGIN_LOCKED_HINT : warn ? LOGIN_WARNING : null;
    case 'register':
      return locked ? REGISTER_LOCKED_HINT : warn ? REGISTER_WARNING : null;
    case 'forgot':
      return !locked && warn ? FORGOT_WARNING : null;
    case 'resend':
      return warn || (r.dailyResends ?? 0) >= LIMITS.resend.dailyWarnAt ? RESEND_WARNING : null;
  }
}
