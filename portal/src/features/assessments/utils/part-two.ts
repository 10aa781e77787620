import { PART_I, partIIQuestionFilter, selectPartI, type PartISelection } from '@aspire/domain';
import type { AssessmentQuestion } from '../types';
import { toRawRows } from './answer-items';
import { MESSAGES } from './messages';

export type PartTwo =
  | { ok: true; selection: PartISelection; questions: AssessmentQuestion[] }
  | { ok: false; message: string };

export const partIQuestions = (questions: readonly AssessmentQuestion[]) =>
  questions.filter((q) => q.category === PART_I);

/**
 * Part I → Part II (docs/product/assessments.md): all Part I answered, the domain's top
 * sub-categories (centred on the student's own mean, with the average ≥ 10/3 rule), and the Part II
 * questions of that selection.
 */
export function partTwoFor(
  questions: readonly AssessmentQuestion[],
  answers: Readonly<Record<string, string>>,
): PartTwo {
  const partI = partIQuestions(questions);
  if (partI.some((q) => answers[String(q.id)] === undefined)) {
    return { ok: false, message: MESSAGES.completePartI };
  }
  const byId = new Map(partI.map((q) => [q.id, q]));
  const selection = selectPartI(toRawRows(byId, answers));
  if (selection.topSubcategories.length === 0) {
    return { ok: false, message: MESSAGES.partIISelectionFailed };
  }
  const partII = questions.filter(partIIQuestionFilter(selection));
  if (partII.length === 0) return { ok: false, message: MESSAGES.noPartII };
  return { ok: true, selection, questions: partII };
}
