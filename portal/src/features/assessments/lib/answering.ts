import type { AssessmentSession } from '../types';

/**
 * What the answering rules need of a session (docs/product/assessments.md, "Taking an assessment").
 */
export type AnswerState = Pick<
  AssessmentSession,
  'questionIds' | 'answers' | 'answeredOrder' | 'index'
>;

export const currentId = (s: AnswerState): number | undefined => s.questionIds[s.index];

export const isAnswered = (s: AnswerState, id: number | undefined): boolean =>
  id !== undefined && s.answers[String(id)] !== undefined;

/** The answered order restricted to the current part's questions. */
function partOrder(s: AnswerState): number[] {
  const inPart = new Set(s.questionIds);
  return s.answeredOrder.filter((id) => inPart.has(id) && isAnswered(s, id));
}

/** Questions of the current part that have an answer. */
export const answeredCount = (s: AnswerState): number =>
  s.questionIds.filter((id) => isAnswered(s, id)).length;

export const allAnswered = (s: AnswerState): boolean =>
  s.questionIds.length > 0 && answeredCount(s) === s.questionIds.length;

/**
 * Sets or replaces the current question's answer. The first answer to a question appends it to
 * the answered order (and so counts once); changing an answer does not.
 */
export function chooseOption<S extends AnswerState>(s: S, optionText: string): S {
  const id = currentId(s);
  if (id === undefined) return s;
  const first = !isAnswered(s, id);
  return {
    ...s,
    answers: { ...s.answers, [String(id)]: optionText },
    answeredOrder: first ? [...s.answeredOrder.filter((x) => x !== id), id] : s.answeredOrder,
  };
}

const goTo = <S extends AnswerState>(s: S, id: number | undefined): S => {
  const index = id === undefined ? -1 : s.questionIds.indexOf(id);
  return index < 0 || index === s.index ? s : { ...s, index };
};

/** Previous: the question answered just before the current one (the last answered if unanswered). */
export function goPrevious<S extends AnswerState>(s: S): S {
  const order = partOrder(s);
  const pos = order.indexOf(currentId(s) ?? -1);
  if (pos === 0) return s;
  return goTo(s, pos > 0 ? order[pos - 1] : order[order.length - 1]);
}

export const canGoPrevious = (s: AnswerState): boolean => goPrevious(s) !== s;

export type NextRule = 'first' | 'after-current';

function nextUnanswered(s: AnswerState, rule: NextRule): number | undefined {
  const n = s.questionIds.length;
  const start = rule === 'first' ? 0 : s.index + 1;
  for (let k = 0; k < n; k++) {
    const id = s.questionIds[(start + k) % n];
    if (!isAnswered(s, id)) return id;
  }
  return undefined;
}

/**
 * Next needs the current question answered (else 'unanswered'). It goes to the next question in
 * the answered order, or else to the next unanswered one ('first' unanswered on UniReady).
 */
export function goNext<S extends AnswerState>(s: S, rule: NextRule): S | 'unanswered' {
  const id = currentId(s);
  if (!isAnswered(s, id)) return 'unanswered';
  const order = partOrder(s);
  const pos = order.indexOf(id!);
  if (pos >= 0 && pos < order.length - 1) return goTo(s, order[pos + 1]);
  return goTo(s, nextUnanswered(s, rule));
}

/**
 * 'Progress: X / Y questions' for the current question's group
 * (docs/product/assessments.md, "Taking an assessment"): its category, or for FutureReady its
 * sub-category (see AssessmentConfig.progressGroup).
 */
export function categoryProgress(
  s: AnswerState,
  categoryOf: (id: number) => string | undefined,
): { answered: number; total: number } {
  const category = categoryOf(currentId(s) ?? -1);
  const ids = s.questionIds.filter((id) => categoryOf(id) === category);
  return { answered: ids.filter((id) => isAnswered(s, id)).length, total: ids.length };
}
