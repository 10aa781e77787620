import { AssessmentType, PART_I } from './constants';
import { RawAnswerRow } from './facet-scores';
import { partIIIQuestionFilter, partIIQuestionFilter, selectPartI } from './part-selection';

/** A question of the bank as the selection rules read it. */
export type InstrumentQuestion = { category: string; subCategory: string; facet?: string | null };

/** What a session has chosen so far: its Part I answers (Subject), its eligible subjects (Part III). */
export type SessionChoices = {
  partIRows?: readonly RawAnswerRow[];
  /** the areas the student chose among a Part I tie (part-i-choice.ts) */
  partIChoice?: readonly string[];
  eligibleSubjects?: readonly string[];
};

/**
 * The questions one session of `type` answers
 * (docs/product/assessments.md, "Taking an assessment"), from the bank of its status:
 * Career and Learning every question; Subject every Part I question plus the Part II questions
 * selected by the session's Part I answers; SubjectPart3 the Part III questions of the eligible
 * subjects (the top facets of the Part II session it follows).
 */
export function sessionQuestions<Q extends InstrumentQuestion>(
  type: AssessmentType,
  bank: readonly Q[],
  choices: SessionChoices = {},
): Q[] {
  if (type === 'Subject') {
    const partII = partIIQuestionFilter(selectPartI(choices.partIRows ?? [], choices.partIChoice));
    return bank.filter((q) => q.category === PART_I || partII(q));
  }
  if (type === 'SubjectPart3')
    return bank.filter(partIIIQuestionFilter(choices.eligibleSubjects ?? []));
  return [...bank];
}
