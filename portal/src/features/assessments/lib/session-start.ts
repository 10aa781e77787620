import { PART_II } from '@aspire/domain';
import type {
  AssessmentPart,
  AssessmentQuestion,
  AssessmentSession,
  AssessmentType,
} from '../types';
import type { StoredSession } from './assessment-store';
import { presentationOrder, type OrderRule, type Rng } from './ordering';
import { partIQuestions, partTwoFor } from './part-two';

export type StartContext = {
  type: AssessmentType;
  /** every valid question of the assessment's bank */
  questions: readonly AssessmentQuestion[];
  stored: StoredSession;
  rng: Rng;
  newId: () => string;
  /** Part III: the Part II session, its top facets and the questions they select */
  partIII?: { partIISessionId: string; topFacets: string[]; questions: AssessmentQuestion[] };
};

export type Started = { session: AssessmentSession; resumed: boolean };

const EMPTY: Omit<AssessmentSession, 'sessionId' | 'part' | 'questionIds'> = {
  answers: {},
  answeredOrder: [],
  index: 0,
  topSubcategories: [],
  partIChoice: [],
  topFacets: [],
  partIISessionId: null,
  submittedIds: [],
};

/** The stored order when valid for the rule (docs/product/assessments.md), else null. */
function storedOrder(
  ctx: StartContext,
  rule: OrderRule,
  questions: readonly AssessmentQuestion[],
): number[] | null {
  const order = presentationOrder(rule, questions, ctx.stored.questionIds, ctx.rng);
  return order.reused ? order.ids : null;
}

const newOrder = (ctx: StartContext, rule: OrderRule, questions: readonly AssessmentQuestion[]) =>
  presentationOrder(rule, questions, null, ctx.rng).ids;

/** The stored session on the given part and order, cleaned of unknown or unanswered ids. */
function resume(ctx: StartContext, part: AssessmentPart, ids: number[]): Started {
  const { stored } = ctx;
  const known = new Set(ctx.questions.map((q) => String(q.id)));
  const answers = Object.fromEntries(
    Object.entries(stored.answers).filter(([id]) => known.has(id)),
  );
  const session: AssessmentSession = {
    ...EMPTY,
    sessionId: stored.sessionId!,
    part,
    questionIds: ids,
    answers,
    answeredOrder: stored.answeredOrder.filter((id) => answers[String(id)] !== undefined),
    index: Math.max(0, Math.min(stored.index, ids.length - 1)),
    topSubcategories: stored.topSubcategories,
    partIChoice: stored.partIChoice,
    topFacets: stored.topFacets,
    partIISessionId: stored.partIISessionId,
    submittedIds: stored.submittedIds,
  };
  return { session, resumed: true };
}

const fresh = (ctx: StartContext, part: AssessmentPart, ids: number[]): Started => ({
  session: { ...EMPTY, sessionId: ctx.newId(), part, questionIds: ids },
  resumed: false,
});

/**
 * UniReady: stored Part II questions or answers force Part II mode
 * (docs/product/assessments.md, "UniReady: Part I → Part II → Part III").
 */
function startSubject(ctx: StartContext, canResume: boolean): Started {
  const partI = partIQuestions(ctx.questions);
  const partIIIds = new Set(ctx.questions.filter((q) => q.category === PART_II).map((q) => q.id));
  const { stored } = ctx;
  const inPartII =
    stored.hasProceededToPartII ||
    (stored.questionIds ?? []).some((id) => partIIIds.has(id)) ||
    Object.keys(stored.answers).some((id) => partIIIds.has(Number(id)));
  if (canResume && inPartII) {
    const choice = stored.partIChoice.length ? stored.partIChoice : undefined;
    const two = partTwoFor(ctx.questions, stored.answers, choice);
    const order = two.ok ? storedOrder(ctx, 'grouped', two.questions) : null;
    if (two.ok && order) {
      const started = resume(ctx, 'II', order);
      started.session.topSubcategories = two.selection.topSubcategories;
      started.session.partIChoice = two.choice;
      return started;
    }
  } else if (canResume) {
    const order = storedOrder(ctx, 'shuffled', partI);
    if (order) return resume(ctx, 'I', order);
  }
  return fresh(ctx, 'I', newOrder(ctx, 'shuffled', partI));
}

/** Part III resumes only within the same Part II session; its shuffled order is reused. */
function startPartIII(ctx: StartContext, canResume: boolean): Started {
  const { partIISessionId, topFacets, questions } = ctx.partIII!;
  const order = storedOrder(ctx, 'shuffled', questions);
  if (canResume && ctx.stored.partIISessionId === partIISessionId && order) {
    const started = resume(ctx, 'single', order);
    return { ...started, session: { ...started.session, topFacets } };
  }
  const started = fresh(ctx, 'single', newOrder(ctx, 'shuffled', questions));
  return { ...started, session: { ...started.session, topFacets, partIISessionId } };
}

/**
 * Session start (docs/product/assessments.md, "Taking an assessment"): stored progress without a
 * completion resumes when its order is still valid; anything else starts a new session with a new
 * id (the caller clears old data).
 */
export function startSession(ctx: StartContext): Started {
  const canResume = Boolean(ctx.stored.sessionId) && !ctx.stored.completion;
  if (ctx.type === 'Subject') return startSubject(ctx, canResume);
  if (ctx.type === 'SubjectPart3') return startPartIII(ctx, canResume);
  const order = storedOrder(ctx, 'grouped', ctx.questions);
  if (canResume && order) return resume(ctx, 'single', order);
  return fresh(ctx, 'single', newOrder(ctx, 'grouped', ctx.questions));
}
