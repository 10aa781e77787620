import type { LimitAction, LimitRecord } from '@aspire/domain';
import {
  EMPTY_RECORD,
  LIMITS,
  RESEND_DAILY_LIMIT,
  dailyCapReached,
  limitHint,
  lockRemainingMs,
  lockedRecord,
  lockoutMessage,
  recordAttempt,
  secondsLeft,
  waitRemainingMs,
} from '@aspire/domain';
import { useCallback, useEffect, useState } from 'react';
import { COUNTDOWN_REFRESH_MS } from '../config/defaults';
import { readLimit, resetLimit, writeLimit } from './limit-store';

export type Limit = {
  /** seconds before the next attempt (lock or backoff); 0 when free — drives 'Wait Ns' */
  waitSeconds: number;
  /** the record holds a lock (not just a backoff) */
  locked: boolean;
  /** the grey hint (docs/product/access.md, "Lockouts and backoff"), or null */
  hint: string | null;
  /** the lockout (or daily-cap) message when an attempt must not be made now, else null */
  blockedMessage: () => string | null;
  /** counts one attempt; returns the lockout message when this attempt started a lock */
  recordAttempt: () => string | null;
  /** follows a server 429 so the local record agrees with the server */
  lockFor: (retryAfterSeconds: number | null) => void;
  reset: () => void;
};

/**
 * One action's limit record for one subject (e-mail or IP), re-rendered every second while a
 * wait is running (the lockout countdown). A null subject has no limits yet.
 */
export function useLimit(action: LimitAction, subject: string | null): Limit {
  const [now, setNow] = useState(() => Date.now());
  const record: LimitRecord = subject ? readLimit(action, subject) : EMPTY_RECORD;
  const waitMs = subject ? waitRemainingMs(action, record, now) : 0;
  const running = waitMs > 0;

  useEffect(() => setNow(Date.now()), [subject]);
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), COUNTDOWN_REFRESH_MS);
    return () => clearInterval(id);
  }, [running]);

  const update = useCallback(
    (change: (r: LimitRecord, t: number) => LimitRecord): LimitRecord | null => {
      if (!subject) return null;
      const t = Date.now();
      const next = change(readLimit(action, subject), t);
      writeLimit(action, subject, next);
      setNow(t);
      return next;
    },
    [action, subject],
  );

  const blockedMessage = useCallback((): string | null => {
    if (!subject) return null;
    const t = Date.now();
    const r = readLimit(action, subject);
    if (action === 'resend' && dailyCapReached(r, t)) return RESEND_DAILY_LIMIT;
    const wait = waitRemainingMs(action, r, t);
    return wait > 0 ? lockoutMessage(action, secondsLeft(wait)) : null;
  }, [action, subject]);

  return {
    waitSeconds: secondsLeft(waitMs),
    locked: subject ? lockRemainingMs(action, record, now) > 0 : false,
    hint: subject ? limitHint(action, record, now) : null,
    blockedMessage,
    recordAttempt: () => {
      const next = update((r, t) => recordAttempt(action, r, t));
      const lock = next ? lockRemainingMs(action, next, next.lastAttempt) : 0;
      return lock > 0 ? lockoutMessage(action, secondsLeft(lock)) : null;
    },
    lockFor: (retryAfterSeconds) => {
      const seconds = retryAfterSeconds ?? LIMITS[action].lockMs / 1000;
      update((r, t) => lockedRecord(action, r, seconds, t));
    },
    reset: () => {
      if (!subject) return;
      resetLimit(action, subject);
      setNow(Date.now());
    },
  };
}
