import {
  EMPTY_RECORD,
  LIMITS,
  LimitRecord,
  backoffDelayMs,
  currentRecord,
  dailyCapReached,
  limitHint,
  lockRemainingMs,
  lockedRecord,
  lockoutMessage,
  recordAttempt,
  utcDate,
  waitRemainingMs,
} from './limits';

const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);
const attempts = (action: Parameters<typeof recordAttempt>[0], n: number, at = T0) => {
  let r: LimitRecord = EMPTY_RECORD;
  for (let i = 0; i < n; i++) r = recordAttempt(action, r, at);
  return r;
};

describe('LIMITS', () => {
  it('should hold the lockout table', () => {
    expect(LIMITS).toEqual({
      login: { max: 5, lockMs: 900_000, warnAt: 4, baseDelayMs: 2000 },
      register: { max: 5, lockMs: 86_400_000, warnAt: 4, baseDelayMs: 2000 },
      forgot: { max: 3, lockMs: 3_600_000, warnAt: 2, baseDelayMs: 10_000 },
      resend: {
        max: 3,
        lockMs: 3_600_000,
        warnAt: 1,
        baseDelayMs: 10_000,
        dailyCap: 10,
        dailyWarnAt: 8,
      },
    });
  });
});

describe('backoffDelayMs', () => {
  it('should double from the base up to 16 times the base', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map((k) => backoffDelayMs('login', k))).toEqual([
      0, 2000, 4000, 8000, 16000, 32000, 32000, 32000,
    ]);
    expect([1, 2, 5, 7].map((k) => backoffDelayMs('forgot', k))).toEqual([
      10_000, 20_000, 160_000, 160_000,
    ]);
    expect(backoffDelayMs('register', 3)).toBe(8000);
    expect(backoffDelayMs('resend', 2)).toBe(20_000);
  });
});

describe('waitRemainingMs', () => {
  it('should make the user wait the backoff after a failure', () => {
    const r = attempts('login', 2);
    expect(waitRemainingMs('login', r, T0)).toBe(4000);
    expect(waitRemainingMs('login', r, T0 + 3001)).toBe(999);
    expect(waitRemainingMs('login', r, T0 + 4000)).toBe(0);
  });

  it('should lock the e-mail after 5 failed logins for 15 minutes', () => {
    const r = attempts('login', 5);
    expect(lockRemainingMs('login', r, T0)).toBe(900_000);
    expect(waitRemainingMs('login', r, T0 + 60_000)).toBe(840_000);
    expect(lockRemainingMs('login', r, T0 + 900_000)).toBe(0);
  });

  it('should reset the attempts after the lock expires', () => {
    const r = attempts('login', 5);
    expect(currentRecord('login', r, T0 + 900_000).attempts).toBe(0);
    expect(recordAttempt('login', r, T0 + 900_000).attempts).toBe(1);
  });

  it('should lock registration after 5 attempts for 24 hours and forgot after 3 for 1 hour', () => {
    expect(lockRemainingMs('register', attempts('register', 5), T0)).toBe(86_400_000);
    expect(lockRemainingMs('register', attempts('register', 4), T0)).toBe(0);
    expect(lockRemainingMs('forgot', attempts('forgot', 3), T0 + 1000)).toBe(3_599_000);
    expect(lockRemainingMs('resend', attempts('resend', 3), T0)).toBe(3_600_000);
  });
});

describe('resend daily counter', () => {
  it('should cap resends at 10 per UTC day and reset on a new date', () => {
    let r: LimitRecord = EMPTY_RECORD;
    for (let i = 0; i < 10; i++) r = recordAttempt('resend', r, T0 + i * 3_600_000 * 0.1);
    expect(r.dailyResends).toBe(10);
    expect(r.lastResetDate).toBe('2025-01-15');
    expect(dailyCapReached(r, T0 + 1000)).toBe(true);
    const tomorrow = Date.UTC(2025, 0, 16, 0, 0, 1);
    expect(dailyCapReached(r, tomorrow)).toBe(false);
    expect(recordAttempt('resend', r, tomorrow).dailyResends).toBe(1);
  });

  it('should format the UTC date', () => {
    expect(utcDate(Date.UTC(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });
});

describe('lockedRecord', () => {
  it('should follow the Retry-After of a server 429', () => {
    const r = lockedRecord('login', EMPTY_RECORD, 600, T0);
    expect(lockRemainingMs('login', r, T0)).toBe(600_000);
  });
});

describe('lockoutMessage', () => {
  it('should name the action', () => {
    expect(lockoutMessage('login', 900)).toBe(
      'Too many login attempts for this email. Please wait 15 minutes.',
    );
    expect(lockoutMessage('login', 1)).toBe(
      'Too many login attempts for this email. Please wait 1 second.',
    );
    expect(lockoutMessage('register', 5)).toBe(
      'Too many registration attempts from this IP. Please wait 5 seconds.',
    );
    expect(lockoutMessage('forgot', 5)).toBe(
      'Too many forgot password requests for this email. Please wait 5 seconds.',
    );
    expect(lockoutMessage('resend', 5)).toBe(
      'Too many resend attempts for this email. Please wait 5 seconds.',
    );
  });
});

describe('limitHint (warnings, hints)', () => {
  it('should warn at 4 failed logins and hint when locked', () => {
    expect(limitHint('login', attempts('login', 3), T0)).toBeNull();
    expect(limitHint('login', attempts('login', 4), T0)).toBe(
      'One more failed login attempt will lock you out for 15 minutes.',
    );
    expect(limitHint('login', attempts('login', 5), T0)).toBe(
      'Too many login attempts. Please wait.',
    );
    expect(limitHint('login', attempts('login', 5), T0 + 900_000)).toBeNull();
  });

  it('should warn at 4 registration attempts and hint when locked', () => {
    expect(limitHint('register', attempts('register', 3), T0)).toBeNull();
    expect(limitHint('register', attempts('register', 4), T0)).toBe(
      'One more failed registration attempt will lock you out for 24 hours.',
    );
    expect(limitHint('register', attempts('register', 5), T0)).toBe(
      'Maximum registration attempts reached. Try again tomorrow.',
    );
  });

  it('should warn at 2 forgot-password requests', () => {
    expect(limitHint('forgot', attempts('forgot', 1), T0)).toBeNull();
    expect(limitHint('forgot', attempts('forgot', 2), T0)).toBe(
      'One more password reset request will lock you out for 1 hour.',
    );
  });

  it('should warn from 1 resend attempt or 8 daily resends', () => {
    expect(limitHint('resend', EMPTY_RECORD, T0)).toBeNull();
    expect(limitHint('resend', attempts('resend', 1), T0)).toBe(
      'Approaching resend attempt limit.',
    );
    const quiet = { attempts: 0, lastAttempt: T0, dailyResends: 8, lastResetDate: '2025-01-15' };
    expect(limitHint('resend', quiet, T0)).toBe('Approaching resend attempt limit.');
    expect(limitHint('resend', { ...quiet, dailyResends: 7 }, T0)).toBeNull();
  });
});
