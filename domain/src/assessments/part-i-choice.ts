import { PART_II } from './constants';
import { RawAnswerRow } from './facet-scores';
import { isPartIChoice, PartISelection, PartITie } from './part-selection';

/** The refusals of a Part I choice (docs/decisions/0064-part-i-ties-chosen-by-the-student.md). */
export const PART_I_NO_TIE = 'Your Part I answers leave no areas to choose between.';
export const partIChoiceNeeded = (tie: PartITie): string =>
  `Please choose ${tie.pick === 1 ? 'one' : tie.pick} of these areas for Part II: ${tie.among.join(', ')}.`;

/** What the student reads above a tie's choices. */
export const partIChoicePrompt = (tie: PartITie): string =>
  `Your answers rate these areas the same. Choose ${tie.pick === 1 ? 'one' : tie.pick} to explore in Part II.`;

/** Why a choice is refused for this selection, or null when it stands (none needed, none given). */
export function partIChoiceError(
  selection: PartISelection,
  choice: readonly string[] | undefined,
): string | null {
  if (!selection.tie) return choice?.length ? PART_I_NO_TIE : null;
  return choice && isPartIChoice(selection.tie, choice) ? null : partIChoiceNeeded(selection.tie);
}

/**
 * The tied areas whose Part II subjects a session answered: the choice of a session that did
 * not send one (taken before ties were offered). Fewer than the places: Part II is not done;
 * more: nothing can be read from them.
 */
export const tiedAreasAnswered = (tie: PartITie, rows: readonly RawAnswerRow[]): string[] => {
  const answered = new Set(rows.filter((r) => r.category === PART_II).map((r) => r.sub_category));
  return tie.among.filter((area) => answered.has(area));
};
