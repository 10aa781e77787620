import {
  canRetake,
  nextRetakeDate,
  partIIIQuestionFilter,
  PART_II,
  selectTopFacets,
  STATUS_OF,
  type RawAnswerRow,
} from '@aspire/domain';
import type { QueryClient } from '@tanstack/react-query';
import { progressQueryOptions } from '../../../api/get-progress';
import { getRawAnswers } from '../../../api/get-raw-answers';
import { assessmentCall } from '../api/assessment-request';
import { questionsQueryOptions } from '../api/get-questions';
import type { AssessmentQuestion, AssessmentSession, AssessmentType } from '../types';
import { ASSESSMENT_CONFIG, loadFailureMessage } from './assessment-config';
import {
  cachePartII,
  clearStoredSession,
  readCachedPartII,
  readStoredSession,
  writeSession,
} from './assessment-store';
import { MESSAGES } from './messages';
import { normaliseQuestions } from './normalise-questions';
import type { Rng } from './ordering';
import { startSession } from './session-start';

export type LoadContext = {
  type: AssessmentType;
  userId: string;
  isAdmin: boolean;
  client: QueryClient;
  rng: Rng;
  newId: () => string;
  now: () => Date;
};

export type Loaded =
  | { kind: 'locked'; retakeDate: Date }
  | { kind: 'ready'; questions: AssessmentQuestion[]; session: AssessmentSession };

/** A load failure whose message is shown as it is. */
export class LoadError extends Error {}
/**
 * A Part III prerequisite failure: shown, then the student goes to /dashboard
 * (docs/product/assessments.md, "UniReady: Part I → Part II → Part III").
 */
export class PrerequisiteError extends Error {}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function fetchOr<T>(load: () => Promise<T>, fail: (error: unknown) => Error): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw fail(error);
  }
}

async function loadQuestions(ctx: LoadContext): Promise<AssessmentQuestion[]> {
  const config = ASSESSMENT_CONFIG[ctx.type];
  const served = await fetchOr(
    () => ctx.client.fetchQuery(questionsQueryOptions(STATUS_OF[ctx.type])),
    (e) => new LoadError(loadFailureMessage(ctx.type, message(e))),
  );
  if (served.length === 0) throw new LoadError(config.emptyMessage);
  const requireText = ctx.type === 'Subject' || ctx.type === 'SubjectPart3';
  const questions = normaliseQuestions(served, { requireText });
  if (questions.length === 0) throw new LoadError(config.invalidMessage);
  return questions;
}

/** Never cached: the retake check and Part III need the server's current answer. */
const currentProgress = (ctx: LoadContext, type: AssessmentType) =>
  assessmentCall('Failed to fetch progress', () =>
    ctx.client.fetchQuery({ ...progressQueryOptions(ctx.userId, type, 0, 0), retry: false }),
  );

/**
 * Part III start (docs/product/assessments.md, "UniReady: Part I → Part II → Part III"): a finished
 * Part II, its raw answers, then the top facets.
 */
async function partIIResults(ctx: LoadContext) {
  const progress = await fetchOr(
    () => currentProgress(ctx, 'Subject'),
    () => new PrerequisiteError(MESSAGES.partIISessionFailed),
  );
  if (!progress?.isCompleted) throw new PrerequisiteError(MESSAGES.completePartII);
  const sessionId = progress.sessionId;
  let rows: RawAnswerRow[] | null = readCachedPartII(ctx.userId, sessionId);
  if (!rows) {
    rows = await fetchOr(
      () =>
        assessmentCall('Failed to fetch answers', () =>
          getRawAnswers(ctx.userId, 'Subject', sessionId),
        ),
      () => new PrerequisiteError(MESSAGES.partIIResultsFailed),
    );
    rows = rows.filter((r) => r.category === PART_II);
    if (rows.length === 0) throw new PrerequisiteError(MESSAGES.partIIResultsFailed);
    cachePartII(ctx.userId, sessionId, rows);
  }
  return { partIISessionId: sessionId, topFacets: selectTopFacets(rows) };
}

/** Locked when a non-admin completed this assessment within the retake window. */
async function retakeLock(ctx: LoadContext): Promise<Date | null> {
  if (ctx.isAdmin) return null;
  const progress = await fetchOr(
    () => currentProgress(ctx, ctx.type),
    (e) => new LoadError(loadFailureMessage(ctx.type, message(e))),
  );
  const last = progress?.isCompleted ? progress.lastCompletionDate : null;
  return last && !canRetake(last, ctx.now(), false) ? nextRetakeDate(last) : null;
}

/**
 * Everything a screen needs before its first question: the retake pre-check, Part III's
 * prerequisites, the questions, and the resumed or new session (saved locally).
 */
export async function loadAssessment(ctx: LoadContext): Promise<Loaded> {
  const lockedUntil = await retakeLock(ctx);
  if (lockedUntil) return { kind: 'locked', retakeDate: lockedUntil };
  const parent = ctx.type === 'SubjectPart3' ? await partIIResults(ctx) : null;
  const questions = await loadQuestions(ctx);
  const partIII = parent && {
    ...parent,
    questions: questions.filter(partIIIQuestionFilter(parent.topFacets)),
  };
  if (partIII && partIII.questions.length === 0) throw new LoadError(MESSAGES.noPartIII);

  const { session, resumed } = startSession({
    type: ctx.type,
    questions: partIII ? partIII.questions : questions,
    stored: readStoredSession(ctx.type, ctx.userId),
    rng: ctx.rng,
    newId: ctx.newId,
    partIII: partIII ?? undefined,
  });
  if (!resumed) clearStoredSession(ctx.type, ctx.userId);
  try {
    writeSession(ctx.type, ctx.userId, session);
  } catch {
    // The screen still works; saving is tried again with the first answer.
  }
  return { kind: 'ready', questions: partIII ? partIII.questions : questions, session };
}
