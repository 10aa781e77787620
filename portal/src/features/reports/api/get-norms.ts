import type { AssessmentType } from '@aspire/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api/api-client';

export type FacetNormGroup = {
  scope: 'school' | 'all';
  students: number;
  routed: boolean;
  label: string;
};

export type FacetNorm = {
  facet: string;
  /** Part I, Part II…: the report shows the facets of its own part */
  category: string;
  average: number;
  sem: number | null;
  band: { low: number; high: number } | null;
  /** whom the band compares with, per facet */
  group: FacetNormGroup | null;
  /** why there is no band */
  reason: string | null;
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
  min_respondents: number;
  message: string | null;
  facets: FacetNorm[];
  retake: { session_id: string; completed_at: string | null; facets: FacetChange[] } | null;
};

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
