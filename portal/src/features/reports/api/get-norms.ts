import type { AssessmentType, NormsResponse } from '@aspire/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api/api-client';

/**
 * GET /api/assessment/norms/:userId: per facet a percentile band against a named group large
 * enough, its SEM, and on a retake the reliable change; null when there is no completion.
 */
export async function getNorms(
  userId: string,
  assessmentType: AssessmentType,
): Promise<NormsResponse | null> {
  try {
    return await apiRequest<NormsResponse>(`/api/assessment/norms/${encodeURIComponent(userId)}`, {
      query: { assessmentType },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const useNorms = (userId: string | null, type: AssessmentType) =>
  useQuery({
    queryKey: ['assessment', 'norms', userId, type] as const,
    queryFn: () => getNorms(userId ?? '', type),
    enabled: !!userId,
    staleTime: 60 * 60 * 1000,
  });
