import { byAverageDesc, PART_II, topThreeWithTies, type FacetScore } from '@aspire/domain';
import type { BarItem } from '../../../components/charts';
import type { TopSubject } from '../api/save-top-subjects';

/**
 * Pure shaping of the server's UniReady aggregates (GET /api/assessment/scores, one row per
 * facet) into the dashboard's charts (docs/product/dashboard.md, "The dashboard (/dashboard)").
 */
type ScoredFacet = FacetScore & { category?: string };

/** Part II subjects (the Subject session also holds the Part I areas), best first. */
export const partIIScores = (facets: readonly ScoredFacet[]): FacetScore[] =>
  byAverageDesc(facets.filter((f) => f.category === PART_II));

/** Every facet of the Part III session, best first. */
export const partIIIScores = (facets: readonly ScoredFacet[]): FacetScore[] =>
  byAverageDesc(facets);

/**
 * The top chart (docs/product/assessments.md, "Scores"): at least 3 subjects, extended by ties with
 * the third.
 */
export const topSubjects = (sortedPartII: readonly FacetScore[]): FacetScore[] =>
  topThreeWithTies(sortedPartII);

/** What POST /api/users/save-top-subjects receives. */
export const topSubjectsPayload = (top: readonly FacetScore[]): TopSubject[] =>
  top.map((s) => ({ subject: s._id, averageScore: s.averageScore }));

export const subjectBarItems = (scores: readonly FacetScore[]): BarItem[] =>
  scores.map((s) => ({ id: s._id, label: s._id, value: s.averageScore }));

/** A chart's value axis: 0 to at least 5, in whole steps (docs/product/dashboard.md). */
export function valueAxis(values: readonly number[]) {
  const maxValue = Math.max(5, Math.ceil(Math.max(0, ...values)));
  return { maxValue, tickValues: Array.from({ length: maxValue + 1 }, (_, i) => i) };
}
