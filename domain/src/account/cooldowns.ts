import { RETAKE_WINDOW_MS } from '../assessments/constants';
import { isoDay, runningWindowEnd } from '../time/windows';

/**
 * Username, e-mail and data download once per 30 days (2592000000 ms;
 * docs/product/dashboard.md, "Manage Account").
 */
export const ACCOUNT_COOLDOWN_MS = 2_592_000_000;

/**
 * The tooltip text of each action under its cooldown (exact;
 * docs/product/dashboard.md, "Manage Account").
 */
export const COOLDOWN_TEXT = {
  username: 'Username restricted to one change per month',
  email: 'Email address restricted to one change per month',
  download: 'Data restricted to one download per month',
} as const;

export type CooldownAction = keyof typeof COOLDOWN_TEXT;

/** When the cooldown after `last` lifts, while it runs; null once passed or never started. */
export const accountCooldownEnd = (
  last: Date | string | null | undefined,
  now: Date,
): Date | null => runningWindowEnd(last, ACCOUNT_COOLDOWN_MS, now);

/** The server's refusal while a cooldown runs (the tooltip text and the date it lifts). */
export const accountCooldownMessage = (action: CooldownAction, next: Date): string =>
  `${COOLDOWN_TEXT[action]}. Next possible on ${isoDay(next)}.`;

/**
 * "Invite a Friend", at most 2 addresses per 6 months per student
 * (docs/product/dashboard.md, "Manage Account").
 */
export const INVITE_LIMIT = 2;
export const INVITE_WINDOW_MS = RETAKE_WINDOW_MS;

/** The server's refusal at the invite limit, with the day the oldest invitation leaves the window. */
export const inviteLimitMessage = (nextFree: Date): string =>
  `You can add ${INVITE_LIMIT} emails every 6 months. Next available on ${isoDay(nextFree)}.`;

/** The counter under "Invite a Friend" (docs/product/dashboard.md, "Manage Account"). */
export const emailsAddedMessage = (count: number, limit: number = INVITE_LIMIT): string =>
  `Emails added: ${count}/${limit}`;
