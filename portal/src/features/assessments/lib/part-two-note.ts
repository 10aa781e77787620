import type { AssessmentPart, AssessmentQuestion, AssessmentSession } from '../types';

const list = (items: readonly string[]) =>
  new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' }).format(items);

/**
 * The note above UniReady's questions says which areas Part II covers: before Part II, how they
 * are chosen; in Part II, the areas actually served (two to five, depending on the Part I
 * answers), never a fixed "two" (docs/product/assessments.md, Part I → Part II).
 */
export function partTwoNote(part: AssessmentPart, servedAreas: readonly string[]): string {
  if (part !== 'II' || servedAreas.length === 0) {
    return 'Note: Part II asks about subjects in the areas your Part I answers rank highest (at least two).';
  }
  const areas =
    servedAreas.length === 1
      ? `1 area: ${servedAreas[0]}`
      : `${servedAreas.length} areas: ${list(servedAreas)}`;
  return `Note: from your Part I answers, Part II asks about subjects in ${areas}.`;
}

/**
 * The areas of the questions this part actually serves, in the selection's order (a resumed
 * session may not have the selection stored; the questions are the truth).
 */
export function servedAreas(
  session: Pick<AssessmentSession, 'questionIds' | 'topSubcategories'>,
  byId: ReadonlyMap<number, Pick<AssessmentQuestion, 'subCategory'>>,
): string[] {
  const areas = new Set(
    session.questionIds.map((id) => byId.get(id)?.subCategory).filter((s): s is string => !!s),
  );
  const ordered = session.topSubcategories.filter((s) => areas.has(s));
  return [...ordered, ...[...areas].filter((s) => !ordered.includes(s))];
}
