import { PART_III, type RawAnswerRow } from '@aspire/domain';
import type { AnswerItem, AssessmentQuestion, AssessmentType } from '../types';

/** The score of the chosen option, 0 if none matches (docs/product/assessments.md, "Scores"). */
export const scoreOf = (question: AssessmentQuestion, optionText: string | undefined): number =>
  question.options.find((o) => o.optionText === optionText)?.score ?? 0;

type Answered = { question: AssessmentQuestion; optionText: string };

function answered(
  questions: ReadonlyMap<number, AssessmentQuestion>,
  answers: Readonly<Record<string, string>>,
): Answered[] {
  return Object.entries(answers).flatMap(([id, optionText]) => {
    const question = questions.get(Number(id));
    return question ? [{ question, optionText }] : [];
  });
}

/**
 * The batch items of submit-batch (docs/API.md; category defaults to 'Part III' on the Part III
 * screen).
 */
export function toAnswerItems(
  type: AssessmentType,
  questions: ReadonlyMap<number, AssessmentQuestion>,
  answers: Readonly<Record<string, string>>,
  times: ReadonlyMap<number, number> = new Map(),
): AnswerItem[] {
  return answered(questions, answers).map(({ question: q, optionText }) => {
    // Which option was chosen, so a corrected key can re-score it later
    // (docs/decisions/0071-chosen-options-kept.md).
    const optionIndex = q.options.findIndex((o) => o.optionText === optionText);
    return {
      ...(times.has(q.id) ? { answerMs: Math.max(0, Math.round(times.get(q.id)!)) } : {}),
      questionId: q.id,
      category: type === 'SubjectPart3' ? q.category || PART_III : q.category,
      subCategory: q.subCategory,
      facet: q.facet,
      taxonomy: q.taxonomy,
      score: scoreOf(q, optionText),
      ...(optionIndex >= 0 ? { optionIndex } : {}),
    };
  });
}

/**
 * The local answers as the raw rows the domain's selection rules read
 * (docs/product/assessments.md, "UniReady: Part I → Part II → Part III").
 */
export function toRawRows(
  questions: ReadonlyMap<number, AssessmentQuestion>,
  answers: Readonly<Record<string, string>>,
): RawAnswerRow[] {
  return answered(questions, answers).map(({ question: q, optionText }) => ({
    category: q.category,
    sub_category: q.subCategory,
    facet: q.facet,
    facet_note: q.facetNote,
    score: scoreOf(q, optionText),
    taxonomy: q.taxonomy,
  }));
}
