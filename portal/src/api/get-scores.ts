import type { AssessmentType, ScoresResponse } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client';

/**
 * GET /api/assessment/scores/:userId?assessmentType= → the latest completed session's
 * aggregates, computed by the server; null when there is no completed session (404).
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

/**
 * Callers choose how long it stays fresh (Learning 1 h, others 24 h; docs/product/dashboard.md).
 */
export const scoresQueryOptions = (userId: string, type: AssessmentType, staleTime: number) =>
  queryOptions({
    queryKey: ['assessment', 'scores', userId, type] as const,
    queryFn: () => getScores(userId, type),
    staleTime,
  });

export const useScores = (
  userId: string,
  type: AssessmentType,
  staleTime: number,
  enabled = true,
) =>
  useQuery({ ...scoresQueryOptions(userId, type, staleTime), enabled: enabled && userId !== '' });
