import {
  isPartIChoice,
  PART_I,
  partIChoicePrompt,
  partIIQuestionFilter,
  selectPartI,
  tiedAreasAnswered,
  type PartISelection,
  type PartITie,
} from '@aspire/domain';
import type { AssessmentQuestion } from '../types';
import { toRawRows } from './answer-items';
import { MESSAGES } from './messages';

export type PartTwo =
  | { ok: true; selection: PartISelection; questions: AssessmentQuestion[]; choice: string[] }
  | { ok: false; message: string; tie?: PartITie };

export const partIQuestions = (questions: readonly AssessmentQuestion[]) =>
  questions.filter((q) => q.category === PART_I);

/**
 * Part I → Part II (docs/product/assessments.md): all Part I answered, the domain's top
 * sub-categories (centred on the student's own mean, with the average ≥ 10/3 rule), and the Part II
 * questions of that selection. A tie at the boundary needs the student's `choice`
 * (docs/decisions/0064-part-i-ties-chosen-by-the-student.md); without one, the tied areas already
 * answered in Part II stand for it (a session stored before ties were offered).
 */
export function partTwoFor(
  questions: readonly AssessmentQuestion[],
  answers: Readonly<Record<string, string>>,
  choice?: readonly string[],
): PartTwo {
  const partI = partIQuestions(questions);
  if (partI.some((q) => answers[String(q.id)] === undefined)) {
    return { ok: false, message: MESSAGES.completePartI };
  }
  const byId = new Map(partI.map((q) => [q.id, q]));
  const partIRows = toRawRows(byId, answers);
  const { tie } = selectPartI(partIRows);
  const all = new Map(questions.map((q) => [q.id, q]));
  const chosen = choice ?? (tie ? tiedAreasAnswered(tie, toRawRows(all, answers)) : []);
  if (tie && !isPartIChoice(tie, chosen))
    return { ok: false, message: partIChoicePrompt(tie), tie };
  const selection = selectPartI(partIRows, chosen);
  if (selection.topSubcategories.length === 0) {
    return { ok: false, message: MESSAGES.partIISelectionFailed };
  }
  const partII = questions.filter(partIIQuestionFilter(selection));
  if (partII.length === 0) return { ok: false, message: MESSAGES.noPartII };
  return { ok: true, selection, questions: partII, choice: [...chosen] };
}
