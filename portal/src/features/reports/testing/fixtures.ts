import type { FacetScore, VisualizationSection } from '@aspire/domain';

/**
 * A visualization section (docs/product/assessments.md, "The score reports") from parallel lists.
 */
export function makeSection(
  labels: string[],
  data: number[],
  totalScores: number[] = data.map((d) => d * 3),
  facetNote: Record<string, string> = {},
): VisualizationSection {
  return { labels, datasets: [{ data, totalScores, facetNote }] };
}

export function makeScore(overrides: Partial<FacetScore> & { _id: string }): FacetScore {
  return {
    averageScore: 3,
    totalScore: 9,
    count: 3,
    taxonomy: [],
    facetNote: null,
    ...overrides,
  };
}
