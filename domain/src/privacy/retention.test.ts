import { EMAIL_CHANGE_REQUESTS, LIMITS, PASSWORD_REENTRIES } from '../auth';
import { TEAM_INVITE_ATTEMPTS, TEAM_STATUS_CHECK } from '../team';
import { DAY_MS } from '../time/durations';
import { AUTH_LIMIT_LONGEST_WINDOW_MS, retentionCutoff } from './retention';

describe('retention', () => {
  it('should look back at least as far as every sign-in limit, lock and budget', () => {
    const windows = [
      ...Object.values(LIMITS).map((rule) => rule.lockMs),
      EMAIL_CHANGE_REQUESTS.windowMs,
      PASSWORD_REENTRIES.windowMs,
      TEAM_INVITE_ATTEMPTS.windowMs,
      TEAM_STATUS_CHECK.windowMs,
      3_600_000, // the per-IP registration budget
      DAY_MS, // the resend cap's UTC day
    ];
    expect(Math.max(...windows)).toBeLessThanOrEqual(AUTH_LIMIT_LONGEST_WINDOW_MS);
  });

  it('should put the cut-off whole days before now', () => {
    expect(retentionCutoff(new Date('2026-03-31T12:00:00Z'), 30).toISOString()).toBe(
      '2026-03-01T12:00:00.000Z',
    );
  });
});
