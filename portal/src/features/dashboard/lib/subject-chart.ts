import {
  byAverageDesc,
  facetScores,
  isPartIIIEligible,
  PART_II,
  selectTopFacets,
  topThreeWithTies,
  type FacetScore,
  type RawAnswerRow,
} from '@aspire/domain';
import type { BarItem } from '../../../components/charts';
import type { TopSubject } from '../api/save-top-subjects';

/** Pure shaping of the UniReady raw rows into the dashboard's charts (spec 002 §2, §4). */

/** Part II subjects (the Subject session also holds the Part I areas), best first. */
export const partIIScores = (rows: readonly RawAnswerRow[]): FacetScore[] =>
  byAverageDesc(facetScores(rows.filter((r) => r.category === PART_II)));

/** Every facet of the Part III session, best first. */
export const partIIIScores = (rows: readonly RawAnswerRow[]): FacetScore[] =>
  byAverageDesc(facetScores(rows));

/** spec 002 §4 top chart: at least 3 subjects, extended by ties with the third. */
export const topSubjects = (sortedPartII: readonly FacetScore[]): FacetScore[] =>
  topThreeWithTies(sortedPartII);

/** What POST /api/users/save-top-subjects receives. */
export const topSubjectsPayload = (top: readonly FacetScore[]): TopSubject[] =>
  top.map((s) => ({ subject: s._id, averageScore: s.averageScore }));

/**
 * spec 002 §4: Part III applies when a facet with the top average, or tied at the second, has
 * 'Part III' first in its taxonomy.
 */
export function partIIIEligible(subjectRows: readonly RawAnswerRow[]): boolean {
  const taxonomy = new Map(
    subjectRows.filter((r) => r.category === PART_II).map((r) => [r.facet, r.taxonomy]),
  );
  return isPartIIIEligible(selectTopFacets(subjectRows), (facet) => taxonomy.get(facet));
}

export const subjectBarItems = (scores: readonly FacetScore[]): BarItem[] =>
  scores.map((s) => ({ id: s._id, label: s._id, value: s.averageScore }));

/** A chart's value axis: 0 to at least 5, in whole steps (spec 002 §9 "0 to 5, step 1"). */
export function valueAxis(values: readonly number[]) {
  const maxValue = Math.max(5, Math.ceil(Math.max(0, ...values)));
  return { maxValue, tickValues: Array.from({ length: maxValue + 1 }, (_, i) => i) };
}
