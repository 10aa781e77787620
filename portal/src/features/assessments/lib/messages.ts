import { formatDate } from '../../../lib/format-date';

/** The product's exact messages (docs/product/assessments.md). */
export const MESSAGES = {
  completeAll: 'Please complete all questions before submitting.',
  missingIds: 'User ID or session ID is missing. Please log in.',
  noAnswersToSave: 'No answers provided to save.',
  alreadyCompletedSave: 'Assessment is already completed. No progress to save.',
  completePartI: 'Please complete all Part I questions before proceeding.',
  proceedConfirm:
    'Warning: Once you start Part II, you cannot return to Part I. You may retake the assessment in 6 months. Proceed?',
  finaliseConfirm: 'Finalise submission? This action cannot be undone.',
  retakeAnytime: 'Retake anytime.',
  retakeIn6Months: 'Retake available in 6 months.',
  noPartIII: 'No UniReady Part III Assessment questions available. Please contact support.',
  noPartI: 'No Part I questions available.',
  partIISelectionFailed:
    'Failed to calculate subcategories or eligible subjects. Please ensure all Part I questions are answered correctly.',
  partIILoadFailed: 'Failed to load Part II questions. Please try again.',
  noPartII: 'No Part II questions available for the selected subjects.',
  saveFailed: 'Failed to save progress. Please try again.',
  noOptions: 'No options available for this question.',
  completePartII: 'Please complete Part II before proceeding to Part III.',
  partIISessionFailed: 'Failed to load Part II session. Please complete Part II first.',
  partIIResultsFailed: 'Failed to load Part II results. Please complete Part II first.',
  alreadyCompleted: 'This assessment has already been completed. You can retake it in 6 months.',
  sessionExpired: 'Session expired or invalid credentials. Please log in again.',
  unauthorized: 'Unauthorized: Please log in again.',
  noToken: 'No authentication token found.',
  /** not given by the spec */
  progressSaved: 'Progress saved.',
} as const;

/** 'Failed to submit answers: {message}' (docs/product/assessments.md, "Taking an assessment"). */
export const submitFailedMessage = (message: string): string =>
  `Failed to submit answers: ${message}`;

/** Not given by the spec: the pre-check shown instead of the questions while the lock lasts. */
export const retakeLockedInfo = (retakeDate: Date): string =>
  `This assessment has already been completed. You can retake it from ${formatDate(retakeDate)}.`;
