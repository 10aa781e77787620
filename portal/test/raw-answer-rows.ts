import { facetScores, type FacetScore, type RawAnswerRow } from '@aspire/domain';

/** Raw answer rows (docs/product/assessments.md, "Scores") for one facet: one row per score. */
export function rowsFor(
  facet: string,
  scores: number[],
  overrides: Partial<RawAnswerRow> = {},
): RawAnswerRow[] {
  return scores.map((score) => ({
    category: 'Part II',
    sub_category: 'Natural Sciences & Mathematics',
    facet,
    facet_note: `${facet} note`,
    score,
    taxonomy: [],
    ...overrides,
  }));
}

/**
 * What GET /api/assessment/scores answers for these rows (the server's GROUP BY per facet):
 * the facet scores in first-seen order, each with its category.
 */
export function scoresOf(rows: readonly RawAnswerRow[]): (FacetScore & { category: string })[] {
  const category = new Map(rows.map((r) => [r.facet, r.category]));
  return facetScores(rows).map((f) => ({ ...f, category: category.get(f._id) ?? '' }));
}
