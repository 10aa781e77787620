import { DAY_MS } from '../time/durations';
import {
  TEAM_INVITATION_EXPIRY_MS,
  TEAM_RESTRICTION_MS,
  TEAM_STATUS_CHECK,
  TEAM_TASK_LIFETIME_MS,
} from './rules';

const time = (d: Date | string) => new Date(d).getTime();

/**
 * Pending invitations older than 5 days are auto-declined
 * (docs/product/dashboard.md, "Team Challenge").
 */
export const isInvitationExpired = (createdAt: Date | string, now: Date): boolean =>
  now.getTime() - time(createdAt) >= TEAM_INVITATION_EXPIRY_MS;

/** Whole days left to answer a pending invitation (rounded up, at least 1 while it is open). */
export const invitationDaysLeft = (createdAt: Date | string, now: Date): number =>
  Math.max(1, Math.ceil((time(createdAt) + TEAM_INVITATION_EXPIRY_MS - now.getTime()) / DAY_MS));

/** A task lives 60 days from creation (docs/product/dashboard.md, "Team Challenge"). */
export const taskExpiresAt = (createdAt: Date | string): Date =>
  new Date(time(createdAt) + TEAM_TASK_LIFETIME_MS);

export const isTaskExpired = (createdAt: Date | string, now: Date): boolean =>
  now.getTime() >= taskExpiresAt(createdAt).getTime();

/** The days-left countdown: whole days, rounded up, never below 0. */
export const daysLeft = (createdAt: Date | string, now: Date): number =>
  Math.max(0, Math.ceil((taskExpiresAt(createdAt).getTime() - now.getTime()) / DAY_MS));

/**
 * 6 months of restriction after joining or running a challenge
 * (docs/product/dashboard.md, "Team Challenge").
 */
export const restrictionFrom = (now: Date): Date => new Date(now.getTime() + TEAM_RESTRICTION_MS);

export const isRestricted = (until: Date | string | null | undefined, now: Date): boolean =>
  !!until && time(until) > now.getTime();

/**
 * "Start New Session" (docs/product/dashboard.md, "Team Challenge states"): only with no live task
 * and no pending or accepted invitation.
 */
export const canStartNewSession = (o: {
  task: { created_at: string } | null;
  invitations: readonly { status: string }[];
  now: Date;
}): boolean =>
  (!o.task || isTaskExpired(o.task.created_at, o.now)) &&
  !o.invitations.some((i) => i.status === 'pending' || i.status === 'accepted');

/**
 * Minutes to wait before the next status check (3 hours;
 * docs/product/dashboard.md, "Team Challenge"), 0 when allowed.
 */
export const statusCheckWaitMinutes = (
  last: Date | string | null | undefined,
  now: Date,
  exempt: boolean,
): number => {
  if (exempt || !last) return 0;
  const wait = time(last) + TEAM_STATUS_CHECK.windowMs - now.getTime();
  return wait > 0 ? Math.ceil(wait / 60_000) : 0;
};

/** "14:05 UTC": the time the hourly invitation budget opens again. */
export const formatUtcTime = (at: Date): string =>
  `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')} UTC`;

/** "2026-07-14": the restriction dates in the server's messages. */
export const formatUtcDate = (at: Date | string): string => new Date(at).toISOString().slice(0, 10);
