import {
  accountCooldownEnd,
  COOLDOWN_TEXT,
  emailsAddedMessage,
  INVITE_LIMIT,
} from '@aspire/domain';
import type { AccountAction } from './account-actions';
import { formatDate } from '../../../lib/format-date';

// The 30-day cooldown, the invite limit and their texts are the server's, from domain/;
// this file turns them into the portal's tooltips.

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
  if (isAdmin) return null;
  const until = accountCooldownEnd(last, now);
  return until && last ? { last: new Date(last), until } : null;
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
  if (username) locks.username = cooldownTooltip(COOLDOWN_TEXT.username, 'changed', username);
  if (email) locks.email = cooldownTooltip(COOLDOWN_TEXT.email, 'changed', email);
  if (download) locks.download = cooldownTooltip(COOLDOWN_TEXT.download, 'downloaded', download);
  return locks;
}

/**
 * At the limit the button is disabled and shows the next available date
 * (docs/product/dashboard.md).
 */
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
