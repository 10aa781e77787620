import type { AccountAction } from './account-actions';
import { formatDate } from '../../../lib/format-date';
import {
  DOWNLOAD_COOLDOWN,
  EMAIL_COOLDOWN,
  emailsAddedMessage,
  USERNAME_COOLDOWN,
} from './messages';

/** spec 002 §5, §9: username, e-mail and data download once per 30 days (2592000000 ms). */
export const ACCOUNT_COOLDOWN_MS = 2_592_000_000;
/** spec 002 §5: Invite a Friend adds at most 2 e-mails per 6 months. */
export const INVITE_LIMIT = 2;

export type AccountDates = {
  lastEmailChangeDate: string | null;
  lastDataDownloadDate: string | null;
  lastUsernameChangeDate: string | null;
};

export type InviteStatus = {
  emailCount: number;
  limitReached: boolean;
  /** when the next invitation frees up (ISO), if known */
  earliestDate: string | null;
};

/** The cooldown of one action: when it was last done and when it is allowed again. */
export type Cooldown = { last: Date; until: Date };

/** Locked when the last time is less than 30 days ago; admins and unreadable dates never. */
export function cooldown(
  last: string | null | undefined,
  now: Date,
  isAdmin: boolean,
): Cooldown | null {
  if (isAdmin || !last) return null;
  const lastDate = new Date(last);
  if (Number.isNaN(lastDate.getTime())) return null;
  const until = new Date(lastDate.getTime() + ACCOUNT_COOLDOWN_MS);
  return now.getTime() < until.getTime() ? { last: lastDate, until } : null;
}

const cooldownTooltip = (base: string, verb: string, { last, until }: Cooldown) =>
  `${base}. Last ${verb} on ${formatDate(last)}; available again on ${formatDate(until)}.`;

/** The tooltip shown on an action that is disabled by its 30-day cooldown. */
export function cooldownLocks(
  dates: AccountDates | null | undefined,
  now: Date,
  isAdmin: boolean,
): Partial<Record<AccountAction, string>> {
  const locks: Partial<Record<AccountAction, string>> = {};
  const username = cooldown(dates?.lastUsernameChangeDate, now, isAdmin);
  const email = cooldown(dates?.lastEmailChangeDate, now, isAdmin);
  const download = cooldown(dates?.lastDataDownloadDate, now, isAdmin);
  if (username) locks.username = cooldownTooltip(USERNAME_COOLDOWN, 'changed', username);
  if (email) locks.email = cooldownTooltip(EMAIL_COOLDOWN, 'changed', email);
  if (download) locks.download = cooldownTooltip(DOWNLOAD_COOLDOWN, 'downloaded', download);
  return locks;
}

/** spec 002 §5: at the limit the button is disabled and shows the next available date. */
export function inviteLock(
  status: InviteStatus | null | undefined,
  isAdmin: boolean,
): string | null {
  if (isAdmin || !status?.limitReached) return null;
  const counter = emailsAddedMessage(status.emailCount, INVITE_LIMIT);
  const earliest = status.earliestDate ? new Date(status.earliestDate) : null;
  return earliest && !Number.isNaN(earliest.getTime())
    ? `${counter}. You can add another email on ${formatDate(earliest)}.`
    : `${counter}. You have reached the limit of ${INVITE_LIMIT} emails in 6 months.`;
}
