import type { LimitAction, LimitRecord } from '@aspire/domain';
import { EMPTY_RECORD } from '@aspire/domain';

/**
 * Lockouts and backoff (docs/product/access.md): client-side rate-limit records in localStorage,
 * one JSON record per action and subject (register per IP address; login, forgot-password and
 * resend per e-mail).
 */
const PREFIX: Record<LimitAction, string> = {
  login: 'loginAttempts',
  register: 'registerAttempts',
  forgot: 'forgotPasswordAttempts',
  resend: 'resendAttempts',
};

export const limitStorageKey = (action: LimitAction, subject: string): string =>
  `${PREFIX[action]}_${subject}`;

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

export function readLimit(action: LimitAction, subject: string): LimitRecord {
  try {
    const raw: unknown = JSON.parse(
      localStorage.getItem(limitStorageKey(action, subject)) ?? 'null',
    );
    if (!raw || typeof raw !== 'object') return EMPTY_RECORD;
    const r = raw as Record<string, unknown>;
    const record: LimitRecord = {
      attempts: isCount(r.attempts) ? r.attempts : 0,
      lastAttempt: isCount(r.lastAttempt) ? r.lastAttempt : 0,
    };
    if (isCount(r.dailyResends)) record.dailyResends = r.dailyResends;
    if (typeof r.lastResetDate === 'string') record.lastResetDate = r.lastResetDate;
    return record;
  } catch {
    return EMPTY_RECORD;
  }
}

export function writeLimit(action: LimitAction, subject: string, record: LimitRecord): void {
  localStorage.setItem(limitStorageKey(action, subject), JSON.stringify(record));
}

/** Success resets the attempts; the resend daily counter survives (it is a per-day cap). */
export function resetLimit(action: LimitAction, subject: string): void {
  const { dailyResends, lastResetDate } = readLimit(action, subject);
  if (dailyResends === undefined) {
    localStorage.removeItem(limitStorageKey(action, subject));
    return;
  }
  writeLimit(action, subject, { attempts: 0, lastAttempt: 0, dailyResends, lastResetDate });
}
