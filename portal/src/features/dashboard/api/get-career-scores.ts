import type { CareerVisualization, FacetScore } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api/api-client';

export type CareerScores = {
  sessionId: string;
  facets: FacetScore[];
  visualization: CareerVisualization | null;
};

/**
 * GET /api/assessment/scores/:userId?assessmentType=Career[&sessionId=]: the server's aggregate
 * of the latest completed FutureReady session; null when there is none (404).
 */
export async function getCareerScores(
  userId: string,
  sessionId?: string,
): Promise<CareerScores | null> {
  try {
    return await apiRequest<CareerScores>(`/api/assessment/scores/${encodeURIComponent(userId)}`, {
      query: { assessmentType: 'Career', sessionId },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const careerScoresQueryOptions = (userId: string, sessionId?: string) =>
  queryOptions({
    queryKey: ['dashboard', 'scores', userId, 'Career', sessionId ?? null] as const,
    queryFn: () => getCareerScores(userId, sessionId),
    staleTime: 24 * 60 * 60 * 1000,
  });

export const useCareerScores = (userId: string, sessionId: string | undefined, enabled: boolean) =>
  useQuery({ ...careerScoresQueryOptions(userId, sessionId), enabled });
