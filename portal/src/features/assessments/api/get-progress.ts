import type { AssessmentType } from '@aspire/domain';
import { queryOptions } from '@tanstack/react-query';
import type { Progress } from '../types';
import { AssessmentApiError, assessmentRequest } from './assessment-request';

type ProgressResponse = Partial<Progress> | null;

/**
 * GET /api/assessment/progress/:userId?assessmentType=&fetchLatest=true (spec 001 §7). A 404, or
 * an answer without a sessionId, means no progress (null).
 */
export async function getProgress(userId: string, type: AssessmentType): Promise<Progress | null> {
  let data: ProgressResponse;
  try {
    data = await assessmentRequest<ProgressResponse>(
      'Failed to fetch progress',
      `/api/assessment/progress/${encodeURIComponent(userId)}`,
      { query: { assessmentType: type, fetchLatest: 'true' } },
    );
  } catch (error) {
    if (error instanceof AssessmentApiError && error.status === 404) return null;
    throw error;
  }
  if (!data?.sessionId) return null;
  return {
    sessionId: data.sessionId,
    isCompleted: Boolean(data.isCompleted),
    lastCompletionDate: data.lastCompletionDate ?? null,
  };
}

/** Never cached: the submit flow and the retake check need the server's current answer. */
export const progressQueryOptions = (userId: string, type: AssessmentType) =>
  queryOptions({
    queryKey: ['assessment-progress', userId, type],
    queryFn: () => getProgress(userId, type),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
