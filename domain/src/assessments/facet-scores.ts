/**
 * A stored answer as the scoring functions need it
 * (docs/product/assessments.md, "Taking an assessment").
 */
export type RawAnswerRow = {
  category: string;
  sub_category: string;
  facet: string;
  facet_note?: string | null;
  score: number;
  taxonomy: string[];
};

/**
 * The score per facet (docs/product/assessments.md, "Scores"; the server's aggregate adds count for
 * every type).
 */
export type FacetScore = {
  _id: string;
  averageScore: number;
  totalScore: number;
  count: number;
  taxonomy: string[];
  facetNote: string | null;
};

/** Average, total and count per facet, in first-seen order; taxonomy and note from the first row. */
export function facetScores(rows: readonly RawAnswerRow[]): FacetScore[] {
  const byFacet = new Map<string, FacetScore>();
  for (const row of rows) {
    const current = byFacet.get(row.facet);
    if (current) {
      current.totalScore += row.score;
      current.count += 1;
      current.facetNote ??= row.facet_note ?? null;
    } else {
      byFacet.set(row.facet, {
        _id: row.facet,
        averageScore: 0,
        totalScore: row.score,
        count: 1,
        taxonomy: row.taxonomy ?? [],
        facetNote: row.facet_note ?? null,
      });
    }
  }
  return [...byFacet.values()].map((f) => ({ ...f, averageScore: f.totalScore / f.count }));
}

/** Highest average first; ties keep their order (stable sort). */
export const byAverageDesc = (scores: readonly FacetScore[]): FacetScore[] =>
  [...scores].sort((a, b) => b.averageScore - a.averageScore);

/** Sums scores by a key of the row (sub-category, facet…), in first-seen order. */
export function totalsBy(
  rows: readonly RawAnswerRow[],
  key: 'sub_category' | 'facet' | 'category',
): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row[key], (totals.get(row[key]) ?? 0) + row.score);
  return totals;
}
