import { PART_II } from '../assessments/constants';
import { byAverageDesc, type FacetScore } from '../assessments/facet-scores';
import { topThreeWithTies } from '../assessments/part-selection';
import type { TopSubjects } from './materials';

type Scored = Pick<FacetScore, '_id' | 'averageScore'> & { category?: string };

/**
 * The student's top subjects (docs/product/dashboard.md, "The dashboard (/dashboard)"): the top
 * UniReady Part II subjects (at least 3, plus ties with the third) and the top Part III Exploration
 * subjects by the same rule. The
 * server answers these, and validates a chosen materials subject against them.
 */
export function topSubjectsOf(subject: readonly Scored[], partIII: readonly Scored[]): TopSubjects {
  const names = (list: readonly Scored[]) =>
    topThreeWithTies(byAverageDesc(list as FacetScore[])).map((f) => f._id);
  return {
    uniReady: names(subject.filter((f) => f.category === undefined || f.category === PART_II)),
    exploration: names(partIII),
  };
}
