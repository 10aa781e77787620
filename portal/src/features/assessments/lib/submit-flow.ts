import { saveProgress } from '../api/save-progress';
import { submitBatch } from '../api/submit-batch';
import type { AnswerItem, AssessmentType } from '../types';
import { MESSAGES } from './messages';

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
  /** UniReady: the areas chosen among a Part I tie */
  partIChoice?: string[];
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

/**
 * Submit (docs/product/assessments.md, "Taking an assessment"): completion alert, non-admin
 * confirmation, submit-batch, save-progress with the completion date. A retake never deletes the
 * earlier session: the new completion becomes the current result and the earlier one is kept as
 * history (docs/decisions/0063-a-retake-keeps-the-earlier-session.md); the server decides the
 * 6-month window.
 */
export async function runSubmitFlow(input: SubmitInput, ui: SubmitUi): Promise<SubmitOutcome> {
  const { type, userId, sessionId, isAdmin } = input;
  ui.alert(isAdmin ? MESSAGES.retakeAnytime : MESSAGES.retakeIn6Months);
  if (!isAdmin && !ui.confirm(MESSAGES.finaliseConfirm)) return { status: 'cancelled' };

  const sent = new Set(input.alreadySubmitted ?? []);
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
    partIChoice: input.partIChoice,
    lastCompletionDate: completionDate,
  });
  return { status: 'submitted', completionDate, sessionId };
}
