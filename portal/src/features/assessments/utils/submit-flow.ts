import { deletePreviousData } from '../api/delete-assessment';
import { getProgress } from '../../../api/get-progress';
import { assessmentCall } from '../api/assessment-request';
import { saveProgress } from '../api/save-progress';
import { submitBatch } from '../api/submit-batch';
import type { AnswerItem, AssessmentType } from '../types';
import { MESSAGES } from './messages';
import { ClearDataError, isAlreadyCompleted, isLoginProblem } from './submit-errors';

export type SubmitInput = {
  type: AssessmentType;
  userId: string;
  sessionId: string;
  isAdmin: boolean;
  /** every answer of the session */
  answers: AnswerItem[];
  /** Part III: answers already sent by an earlier attempt (only the others are sent) */
  alreadySubmitted?: readonly number[];
  /** UniReady: the Part I selection; Part III: the top facets */
  topSubcategories?: string[];
  topFacets?: string[];
  now?: () => Date;
};

export type SubmitUi = {
  alert: (message: string) => void;
  confirm: (message: string) => boolean;
  /** told as soon as the answers are stored, before the completion is saved */
  onBatchSubmitted?: (questionIds: number[]) => void;
};

export type SubmitOutcome =
  { status: 'cancelled' } | { status: 'submitted'; completionDate: string; sessionId: string };

/** Step 5: removes earlier data; failures other than a lock or a lost login read 'Unable to…'. */
async function clearPrevious(input: SubmitInput, completedBefore: boolean): Promise<boolean> {
  try {
    const result = await deletePreviousData(input.userId, input.type);
    // A no-data answer when prior data exists is an error
    // (docs/product/assessments.md, "Taking an assessment").
    if (!result.deleted && completedBefore) throw new Error(result.message);
    return result.deleted;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (isAlreadyCompleted(message) || isLoginProblem(message)) throw error;
    throw new ClearDataError(error);
  }
}

/**
 * Submit (docs/product/assessments.md, "Taking an assessment"), steps 2–7 (step 1 is the screen's
 * check, steps 8–9 its clean-up and navigation): completion alert, non-admin confirmation, prior
 * progress, delete when completed
 * before or admin, submit-batch, save-progress with the completion date.
 */
export async function runSubmitFlow(input: SubmitInput, ui: SubmitUi): Promise<SubmitOutcome> {
  const { type, userId, sessionId, isAdmin } = input;
  ui.alert(isAdmin ? MESSAGES.retakeAnytime : MESSAGES.retakeIn6Months);
  if (!isAdmin && !ui.confirm(MESSAGES.finaliseConfirm)) return { status: 'cancelled' };

  const prior = await assessmentCall('Failed to fetch progress', () => getProgress(userId, type));
  const completedBefore = prior?.isCompleted === true;
  const deleted = completedBefore || isAdmin ? await clearPrevious(input, completedBefore) : false;

  const sent = new Set(deleted ? [] : (input.alreadySubmitted ?? []));
  const answers = input.answers.filter((a) => !sent.has(a.questionId));
  if (answers.length > 0) {
    await submitBatch({ userId, assessmentType: type, sessionId, answers });
    ui.onBatchSubmitted?.(answers.map((a) => a.questionId));
  }

  const completionDate = (input.now ?? (() => new Date()))().toISOString();
  await saveProgress({
    userId,
    sessionId,
    assessmentType: type,
    topSubcategories: input.topSubcategories,
    topFacets: input.topFacets,
    lastCompletionDate: completionDate,
  });
  return { status: 'submitted', completionDate, sessionId };
}
