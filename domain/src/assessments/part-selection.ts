import { PART_I, PART_II, PART_II_FACET_AVERAGE_THRESHOLD, PART_III } from './constants';
import { byAverageDesc, facetScores, FacetScore, RawAnswerRow } from './facet-scores';

/**
 * Keeps the best entry and every other whose value is at least the second-best value
 * ("the highest … plus every other whose score is at least the second-ranked";
 * docs/product/assessments.md, "Scores").
 */
export function topWithSecondTies(values: ReadonlyMap<string, number>): string[] {
  const sorted = [...values.entries()].sort((a, b) => b[1] - a[1]);
  if (sorted.length <= 2) return sorted.map(([name]) => name);
  const second = sorted[1][1];
  return [
    sorted[0][0],
    ...sorted
      .slice(1)
      .filter(([, v]) => v >= second)
      .map(([name]) => name),
  ];
}

export type PartISelection = {
  /** Sub-categories whose Part II subjects come next. */
  topSubcategories: string[];
  /**
   * Part I facets that reached the average threshold
   * (docs/product/assessments.md, "UniReady: Part I → Part II → Part III").
   */
  eligibleFacets: string[];
  /**
   * Areas level at the selection boundary when there are more of them than places left: the
   * student chooses `pick` of `among` (docs/decisions/0064-part-i-ties-chosen-by-the-student.md).
   * Unresolved (no valid choice given), `topSubcategories` holds only the areas above the tie.
   */
  tie: PartITie | null;
};

/** A tie at the Part I boundary: `pick` of `among` (in alphabetical order, never bank order). */
export type PartITie = { among: string[]; pick: number };

/** Whether `choice` is exactly `pick` distinct areas of the tie. */
export const isPartIChoice = (tie: PartITie, choice: readonly string[]): boolean =>
  choice.length === tie.pick &&
  new Set(choice).size === choice.length &&
  choice.every((c) => tie.among.includes(c));

/** Average keyed score per key, minus the student's own mean of those averages. */
export function centredAverages(
  rows: readonly RawAnswerRow[],
  key: 'sub_category' | 'facet',
): Map<string, { average: number; centred: number }> {
  const sums = new Map<string, { total: number; count: number }>();
  for (const row of rows) {
    const s = sums.get(row[key]) ?? { total: 0, count: 0 };
    s.total += row.score;
    s.count += 1;
    sums.set(row[key], s);
  }
  const averages = [...sums.entries()].map(([k, s]) => [k, s.total / s.count] as const);
  const mean = averages.reduce((acc, [, a]) => acc + a, 0) / (averages.length || 1);
  return new Map(averages.map(([k, average]) => [k, { average, centred: average - mean }]));
}

/** Float noise below this is a tie (averages of ≤ 100 integer scores differ by ≥ 1e-4). */
const EPSILON = 1e-9;

type Ranked = [string, { average: number; centred: number }][];

/**
 * The best and the second-ranked areas; every area level with the second when that level lies
 * above the student's mean; below or at it, a tie with more areas than places is the student's
 * to decide (`choice`), never the bank's order.
 */
function topAreas(ranked: Ranked, choice: readonly string[]) {
  const names = (rows: Ranked) => rows.map(([name]) => name);
  if (ranked.length <= 2) return { top: names(ranked), tie: null };
  const boundary = ranked[1][1].centred;
  const above = names(ranked.filter(([, v]) => v.centred > boundary + EPSILON));
  const level = names(ranked.filter(([, v]) => Math.abs(v.centred - boundary) <= EPSILON));
  const pick = 2 - above.length;
  if (boundary > EPSILON || level.length <= pick) return { top: [...above, ...level], tie: null };
  const tie: PartITie = { among: [...level].sort((a, b) => a.localeCompare(b)), pick };
  return { top: [...above, ...(isPartIChoice(tie, choice) ? choice : [])], tie };
}

/**
 * Part I → Part II (docs/product/assessments.md), corrected for acquiescence
 * (docs/decisions/0019-part-i-selection-centred-on-the-student.md): areas are ranked by their
 * average keyed score centred on the student's own mean across the Part I areas (within-person
 * centring). The best and the second-ranked are taken; another area tied with the second is added
 * only when it lies above the student's own mean, and an area is "also eligible" when its average
 * reaches 10/3 (the old 10-of-15 rule as an average) and lies above that mean. A student who agrees
 * with everything has a flat profile: two areas, never all eight, and which two is the student's
 * choice among the tied areas (`choice`; docs/decisions/0064-part-i-ties-chosen-by-the-student.md).
 */
export function selectPartI(
  partIRows: readonly RawAnswerRow[],
  choice: readonly string[] = [],
): PartISelection {
  const rows = partIRows.filter((r) => r.category === PART_I);
  const areas = centredAverages(rows, 'sub_category');
  const ranked = [...areas.entries()].sort((a, b) => b[1].centred - a[1].centred);
  const { top, tie } = topAreas(ranked, choice);
  const eligibleFacets = [...centredAverages(rows, 'facet').entries()]
    .filter(
      ([, v]) => v.average >= PART_II_FACET_AVERAGE_THRESHOLD - EPSILON && v.centred > EPSILON,
    )
    .map(([facet]) => facet);
  const subOfFacet = new Map(rows.map((r) => [r.facet, r.sub_category]));
  const extra = eligibleFacets.map((f) => subOfFacet.get(f)!).filter((s) => !top.includes(s));
  return { topSubcategories: [...top, ...new Set(extra)], eligibleFacets, tie };
}

/**
 * Part II questions for the chosen sub-categories
 * (docs/product/assessments.md, "UniReady: Part I → Part II → Part III").
 */
export function partIIQuestionFilter(
  selection: Pick<PartISelection, 'topSubcategories' | 'eligibleFacets'>,
) {
  const subs = new Set(selection.topSubcategories);
  const facets = new Set(selection.eligibleFacets);
  return (q: { category: string; subCategory: string; facet?: string | null }) =>
    q.category === PART_II && (subs.has(q.subCategory) || (!!q.facet && facets.has(q.facet)));
}

/**
 * Part III start (docs/product/assessments.md, "UniReady: Part I → Part II → Part III"): average
 * per Part II facet, best first; the best plus every facet whose average is at least the
 * second-best average.
 */
export function selectTopFacets(partIIRows: readonly RawAnswerRow[]): string[] {
  return topFacetsOf(facetScores(partIIRows.filter((r) => r.category === PART_II)));
}

/** The same selection from Part II facet scores (e.g. the server's aggregate). */
export function topFacetsOf(partIIScores: readonly FacetScore[]): string[] {
  const scores = byAverageDesc(partIIScores);
  return topWithSecondTies(new Map(scores.map((s) => [s._id, s.averageScore])));
}

/**
 * Eligible when any top facet's first taxonomy entry is 'Part III'
 * (docs/product/assessments.md, "UniReady: Part I → Part II → Part III").
 */
export function isPartIIIEligible(
  topFacets: readonly string[],
  taxonomyOf: (facet: string) => readonly string[] | undefined,
): boolean {
  return topFacets.some((facet) => taxonomyOf(facet)?.[0] === PART_III);
}

/**
 * Part III eligibility from Part II facet scores that carry their taxonomy (the server's
 * aggregate, or the scores screen's): the top facets of `topFacetsOf`; a score without an
 * average is never a top facet.
 */
export function partIIIEligibleFromScores(partIIScores: readonly FacetScore[]): boolean {
  const scored = partIIScores.filter((s) => !Number.isNaN(s.averageScore));
  const taxonomy = new Map(scored.map((s) => [s._id, s.taxonomy]));
  return isPartIIIEligible(topFacetsOf(scored), (facet) => taxonomy.get(facet));
}

/** Part III questions shown: category 'Part III' whose sub-category is one of the top facets. */
export const partIIIQuestionFilter = (topFacets: readonly string[]) => {
  const wanted = new Set(topFacets);
  return (q: { category: string; subCategory: string }) =>
    q.category === PART_III && wanted.has(q.subCategory);
};

/**
 * The top chart (docs/product/assessments.md, "Scores"): at least three facets, extended by every
 * facet tied with the third. Input must be sorted best first.
 */
export function topThreeWithTies<T extends { averageScore: number }>(sorted: readonly T[]): T[] {
  if (sorted.length <= 3) return [...sorted];
  const third = sorted[2].averageScore;
  return sorted.filter((s, i) => i < 3 || s.averageScore === third);
}
