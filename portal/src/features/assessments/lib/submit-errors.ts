import { ANSWER_ALREADY_SUBMITTED } from '@aspire/domain';
import type { AssessmentType } from '../types';
import { ASSESSMENT_CONFIG } from './assessment-config';
import { MESSAGES, submitFailedMessage } from './messages';

/** The alert to show and where to go afterwards (null: stay on the screen). */
export type SubmitFailure = { message: string; goTo: string | null };

const ALREADY_SUBMITTED = ANSWER_ALREADY_SUBMITTED.replace(/ for this session\.$/, '');
/** The server's 6-month rule ('You can retake this assessment 6 months after …'). */
const SIX_MONTH_RULE = /6 months|six months/i;
const LOGIN = /log in|User ID is missing/i;

/** Whether a message is the server's refusal of a completed or locked assessment. */
export const isAlreadyCompleted = (message: string): boolean =>
  message.includes(ALREADY_SUBMITTED) || SIX_MONTH_RULE.test(message);

export const isLoginProblem = (message: string): boolean => LOGIN.test(message);

/** Submit: the alert and the next screen for a failed submit. */
export function mapSubmitError(error: unknown, type: AssessmentType): SubmitFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (isAlreadyCompleted(message)) {
    return { message: MESSAGES.alreadyCompleted, goTo: ASSESSMENT_CONFIG[type].exitTo };
  }
  if (isLoginProblem(message)) return { message: MESSAGES.sessionExpired, goTo: '/login' };
  return { message: submitFailedMessage(message), goTo: null };
}
