import { DAY_MS, HOUR_MS } from '../time/durations';
import { RETAKE_WINDOW_MS } from '../assessments/constants';
import { stripTags } from '../auth/sanitise';
import type { WindowRule } from '../auth/request-limits';

// The Team Challenge's numbers (docs/product/dashboard.md, "Team Challenge").
export const TEAM_MAX_INVITATIONS = 2;
export const TEAM_INVITE_ATTEMPTS: WindowRule = { max: 3, windowMs: HOUR_MS };
export const TEAM_INVITATION_EXPIRY_MS = 432_000_000;
export const TEAM_TASK_LIFETIME_MS = 60 * DAY_MS;
export const TEAM_RESTRICTION_MS = RETAKE_WINDOW_MS;
export const TEAM_STATUS_CHECK: WindowRule = { max: 1, windowMs: 10_800_000 };
export const TEAM_ANSWER_MAX_WORDS = 150;
export const TEAM_ANSWER_MAX_CHARS = 1000;
export const TEAM_TOP_SUBJECTS = 3;
export const PAST_CHALLENGES_MAX = 50;
export const TEAM_FEEDBACK_POLL = { tries: 5, intervalMs: 2000 } as const;
export const TEAM_SUBJECT_MAX = 200;
export const NOTIFICATIONS_MAX = 50;

/** Words as the spec's free text helper counts them: runs of non-space. */
export const countWords = (text: string): number => text.trim().split(/\s+/).filter(Boolean).length;

/**
 * Free text (docs/product/dashboard.md, "Team Challenge"): tags stripped, at most 150 words and
 * 1000 characters. The server stores answers through it, so no markup reaches another student's
 * screen.
 */
export function cleanFreeText(text: string): string {
  const words = stripTags(text).trim().split(/(\s+)/);
  let kept = '';
  let count = 0;
  for (const part of words) {
    if (part.trim()) count++;
    if (count > TEAM_ANSWER_MAX_WORDS) break;
    kept += part;
  }
  return kept.trim().slice(0, TEAM_ANSWER_MAX_CHARS);
}

/**
 * Invitation e-mails one student receives per UTC day (docs/product/dashboard.md, Team
 * Challenge): one e-mail per invitation, the rest wait on the dashboard.
 */
export const TEAM_INVITE_MAILS_PER_DAY = 3;
