import type { AssessmentType } from '@aspire/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api/api-client';

export type FacetNorm = {
  facet: string;
  average: number;
  sem: number | null;
  band: { low: number; high: number } | null;
};

export type FacetChange = {
  facet: string;
  before: number;
  after: number;
  rci: number | null;
  direction: 'up' | 'down' | 'none' | null;
};

export type NormsResponse = {
  session_id: string;
  norm_group: { scope: 'school' | 'all'; students: number; label: string } | null;
  message: string | null;
  facets: FacetNorm[];
  retake: { session_id: string; completed_at: string | null; facets: FacetChange[] } | null;
};

/**
 * GET /api/assessment/norms/:userId (issue 15): percentile bands against a named norm group,
 * each facet's SEM, and on a retake the reliable change; null when there is no completion.
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
