import type { AssessmentType } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client';

export type Progress = {
  sessionId: string;
  isCompleted: boolean;
  lastCompletionDate: string | null;
};

/**
 * GET /api/assessment/progress/:userId?assessmentType=&fetchLatest=true (docs/API.md). A 404, or
 * an answer without a session id, means no progress.
 */
export async function getProgress(userId: string, type: AssessmentType): Promise<Progress | null> {
  let data: Partial<Progress> | null;
  try {
    data = await apiRequest<Partial<Progress> | null>(
      `/api/assessment/progress/${encodeURIComponent(userId)}`,
      { query: { assessmentType: type, fetchLatest: 'true' } },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  return toProgress(data);
}

/** An answer of the progress route (or its part of the dashboard's summary) as a Progress. */
export function toProgress(data: Partial<Progress> | null): Progress | null {
  if (!data?.sessionId) return null;
  return {
    sessionId: data.sessionId,
    isCompleted: Boolean(data.isCompleted),
    lastCompletionDate: data.lastCompletionDate ?? null,
  };
}

/**
 * Callers choose how long it stays fresh (the dashboard 24 h; the assessment screens
 * refetch every time and keep nothing: staleTime 0, gcTime 0). One key for every screen, so a
 * fresh answer fetched by one serves the others.
 */
export const progressQueryOptions = (
  userId: string,
  type: AssessmentType,
  staleTime: number,
  gcTime?: number,
) =>
  queryOptions({
    queryKey: ['assessment', 'progress', userId, type] as const,
    queryFn: () => getProgress(userId, type),
    staleTime,
    ...(gcTime === undefined ? {} : { gcTime }),
  });

export const useProgress = (userId: string, type: AssessmentType, staleTime: number) =>
  useQuery({ ...progressQueryOptions(userId, type, staleTime), enabled: userId !== '' });
