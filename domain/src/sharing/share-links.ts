import { DAY_MS } from '../time/durations';

/**
 * A student's read-only link for a parent ("Sharing under the student's control",
 * docs/decisions/0230-parent-links.md): which reports it shows (SHAREABLE_REPORTS, ./reports),
 * how long it lasts, how many may be live at once. The server enforces every rule; the portal's dialog offers the same choices.
 */
export const SHARE_EXPIRY_DEFAULT_DAYS = 14;
export const SHARE_EXPIRY_MAX_DAYS = 90;
/** Live (neither expired nor revoked) links a student may hold at once. */
export const SHARE_LIVE_LINKS_MAX = 5;
/** Openings of shared links one IP address may try per minute (guessing costs this much). */
export const SHARE_OPENS_PER_MINUTE = 30;
/** A display name is optional; when given it is what the parent sees instead of nothing. */
export const SHARE_DISPLAY_NAME_MAX = 50;

export const SHARE_EXPIRY_INVALID = `Choose how many days the link lasts: a whole number from 1 to ${SHARE_EXPIRY_MAX_DAYS}.`;
export const SHARE_DISPLAY_NAME_INVALID = `The display name must be 1 to ${SHARE_DISPLAY_NAME_MAX} characters, on one line.`;
export const SHARE_LINKS_FULL = `You already have ${SHARE_LIVE_LINKS_MAX} live links. Revoke one before you make another.`;
/** One answer for a token that never existed, has expired or was revoked: no oracle. */
export const SHARE_LINK_UNAVAILABLE =
  'This link does not work: it may have expired or been revoked. Ask the student for a new one.';
export const SHARE_LINK_NOT_FOUND = 'Link not found.';
export const SHARE_REPORT_NOT_SHARED = 'This report is not part of the shared link.';
export const SHARE_REPORT_NOT_READY = 'This report is not available yet.';

/** The number of days (optional: the default applies), or the exact message. */
export function validateShareExpiry(value: unknown): string | null {
  return Number.isInteger(value) &&
    (value as number) >= 1 &&
    (value as number) <= SHARE_EXPIRY_MAX_DAYS
    ? null
    : SHARE_EXPIRY_INVALID;
}

/** When a link made at `now` for `days` days stops working. */
export const shareExpiresAt = (now: Date, days = SHARE_EXPIRY_DEFAULT_DAYS): Date =>
  new Date(now.getTime() + days * DAY_MS);

/** "12 Oct" (day and short month, the reader's time zone unless one is given). */
export const shortDate = (at: Date, timeZone?: string): string =>
  at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone });

/**
 * How often a link was opened, written from the reader's side: "Not opened yet" or
 * "Opened 3 times, last on 12 Oct".
 */
export function viewSummary(count: number, lastAt: Date | null, timeZone?: string): string {
  if (count === 0 || !lastAt) return 'Not opened yet';
  const times = count === 1 ? '1 time' : `${count} times`;
  return `Opened ${times}, last on ${shortDate(lastAt, timeZone)}`;
}

/** "PDF downloaded 2 times", or nothing when no PDF was downloaded. */
export const downloadSummary = (count: number): string | null =>
  count === 0 ? null : `PDF downloaded ${count === 1 ? '1 time' : `${count} times`}`;
