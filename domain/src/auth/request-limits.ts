import { HOUR_MS, MINUTE_MS } from '../time/durations';
/**
 * Budgets the server keeps beside the lockout table
 * (docs/product/access.md, "Lockouts and backoff"): a fixed window of `max` uses per subject,
 * counted atomically in auth_limits.
 */
export type WindowRule = { max: number; windowMs: number };

/** Each e-mail change request mails an address the student types; 3 a day. */
export const EMAIL_CHANGE_REQUESTS: WindowRule = { max: 3, windowMs: 24 * HOUR_MS };

/**
 * The password asked again before deleting the account or changing the e-mail; 10
 * tries per user in 15 minutes (a correct one is given back), so a stolen token cannot guess it.
 */
export const PASSWORD_REENTRIES: WindowRule = { max: 10, windowMs: 15 * MINUTE_MS };

export type WindowState = { count: number; startedAt: number };

/**
 * One more use of a fixed window at `now`: the new state, or how long to wait when the window
 * is full. A window older than `windowMs` starts again.
 */
export function takeFromWindow(
  rule: WindowRule,
  state: WindowState | null,
  now: number,
): { next: WindowState } | { waitMs: number } {
  const fresh = !state || now - state.startedAt >= rule.windowMs;
  if (fresh) return { next: { count: 1, startedAt: now } };
  if (state.count >= rule.max) return { waitMs: state.startedAt + rule.windowMs - now };
  return { next: { count: state.count + 1, startedAt: state.startedAt } };
}

/** "1 second", "45 seconds", "3 minutes", "2 hours": a wait a person reads at a glance. */
export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [n, unit] =
    s < 120
      ? [s, 'second']
      : s < 2 * 3600
        ? [Math.ceil(s / 60), 'minute']
        : [Math.ceil(s / 3600), 'hour'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

export const emailChangeRequestsMessage = (seconds: number): string =>
  `Too many email change requests. Please try again in ${formatWait(seconds)}.`;

export const passwordReentriesMessage = (seconds: number): string =>
  `Too many password attempts. Please try again in ${formatWait(seconds)}.`;

/**
 * The server's per-address registration lock. It counts only failures that are
 * about the address itself (not whitelisted, already registered), so nobody can lock another
 * student's sign-up by failing on purpose, and it says honestly what it is keyed on.
 */
export const registerEmailLockedMessage = (seconds: number): string =>
  `Too many registration attempts for this email. Please wait ${formatWait(seconds)}.`;
