import { LimitRecord } from '@aspire/domain';
import { AuthLimit } from '../entities/auth-limit.entity';

/** The row in the shape the shared lockout functions of `domain/auth/limits.ts` work on. */
export function toRecord(row: AuthLimit | null): LimitRecord {
  if (!row) return { attempts: 0, lastAttempt: 0 };
  return {
    attempts: row.attempts,
    lastAttempt: row.lastAttemptAt?.getTime() ?? 0,
    dailyResends: row.dailyCount,
    lastResetDate: row.dailyDate ?? undefined,
  };
}

export function fromRecord(record: LimitRecord, lockMs: number, max: number) {
  return {
    attempts: record.attempts,
    lastAttemptAt: record.lastAttempt ? new Date(record.lastAttempt) : null,
    dailyCount: record.dailyResends ?? 0,
    dailyDate: record.lastResetDate ?? null,
    lockedUntil: record.attempts >= max ? new Date(record.lastAttempt + lockMs) : null,
  };
}
