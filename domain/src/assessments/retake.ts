import { windowEnd } from '../time/windows';
import { RETAKE_WINDOW_MS } from './constants';

/**
 * When an ordinary user may take the assessment again (6 months after completion;
 * docs/product/assessments.md, "Taking it again: the 6-month window").
 */
export const nextRetakeDate = (lastCompletion: Date | string): Date =>
  windowEnd(lastCompletion, RETAKE_WINDOW_MS);

/** Admins always may; others once the window since their last completion has passed. */
export function canRetake(
  lastCompletion: Date | string | null | undefined,
  now: Date,
  isAdmin: boolean,
): boolean {
  if (isAdmin || !lastCompletion) return true;
  return now.getTime() >= nextRetakeDate(lastCompletion).getTime();
}

/** Server answer when the window has not passed (contains the 6-month rule the portal maps). */
export const retakeLockedMessage = (lastCompletion: Date | string): string =>
  `You can retake this assessment 6 months after your last completion (available from ${nextRetakeDate(
    lastCompletion,
  )
    .toISOString()
    .slice(0, 10)}).`;

export const ANSWER_ALREADY_SUBMITTED = 'Answer already submitted for this session.';

/**
 * The early-retake alert; `date` is the last completion, formatted for the reader
 * (docs/product/dashboard.md, "The dashboard (/dashboard)").
 */
export const earlyRetakeAlert = (testName: string, date: string): string =>
  `You have already completed the ${testName} Psychometric Test. You can retake it 6 months after your last submission on ${date}.`;
