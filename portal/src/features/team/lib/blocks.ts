import {
  generateRestrictedMessage,
  INVITEES_CANNOT_INVITE,
  isRestricted,
  NEED_ACCEPTED_FRIEND,
  teamInviteRestrictedMessage,
  type TeamTaskResponse,
} from '@aspire/domain';
import { formatDate } from '../../../lib/format-date';
import type { TeamStanding } from '../api/get-team-standing';

/**
 * Why a Team action cannot be used now, with its date, or null: shown beside the disabled
 * button, and checked before any confirmation (docs/product/dashboard.md, Team Challenge). The
 * server says the same rules with ISO dates.
 */
export function inviteBlock(
  standing: TeamStanding | undefined,
  hasTask: boolean,
  now: Date,
): string | null {
  if (!standing) return null;
  if (standing.appRole === 'invitee') return INVITEES_CANNOT_INVITE;
  if (!hasTask && isRestricted(standing.restrictionUntil, now)) {
    return teamInviteRestrictedMessage(formatDate(standing.restrictionUntil!));
  }
  return null;
}

export function generateBlock(
  data: TeamTaskResponse,
  standing: TeamStanding | undefined,
  now: Date,
): string | null {
  if (standing && isRestricted(standing.restrictionUntil, now)) {
    return generateRestrictedMessage(formatDate(standing.restrictionUntil!));
  }
  if (!data.invitations.some((i) => i.status === 'accepted')) return NEED_ACCEPTED_FRIEND;
  return null;
}
