import type { AssessmentType, CareerVisualization, FacetScore } from '@aspire/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api/api-client';

/** A facet score; `category` (Part I, Part II, …) tells the Subject session's parts apart. */
export type CategorisedFacet = FacetScore & { category?: string };

export type ScoresResponse = {
  sessionId: string;
  facets: CategorisedFacet[];
  /** the report sections for Career, null for the subject types */
  visualization: CareerVisualization | null;
};

/**
 * GET /api/assessment/scores/:userId?assessmentType= → the latest completed session's facet
 * scores; null when that assessment has no completed session (404).
 */
export async function getScores(
  userId: string,
  assessmentType: AssessmentType,
): Promise<ScoresResponse | null> {
  try {
    return await apiRequest<ScoresResponse>(
      `/api/assessment/scores/${encodeURIComponent(userId)}`,
      {
        query: { assessmentType },
      },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getScoresQueryOptions = (userId: string, assessmentType: AssessmentType) =>
  queryOptions({
    queryKey: ['insights', 'scores', userId, assessmentType] as const,
    queryFn: () => getScores(userId, assessmentType),
  });
