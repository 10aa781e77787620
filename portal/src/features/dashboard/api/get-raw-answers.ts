import type { AssessmentType, RawAnswerRow } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/**
 * GET /api/assessment/visualizations/:userId?assessmentType=[&sessionId=] → the raw rows of that
 * session, or of the latest completed one when no session is given ([] when none).
 */
export const getRawAnswers = (userId: string, type: AssessmentType, sessionId?: string) =>
  apiRequest<RawAnswerRow[] | null>(
    `/api/assessment/visualizations/${encodeURIComponent(userId)}`,
    { query: { assessmentType: type, sessionId } },
  ).then((rows) => (Array.isArray(rows) ? rows : []));

/** spec 002 §9: raw answers are cached 24 h. */
export const rawAnswersQueryOptions = (userId: string, type: AssessmentType, sessionId?: string) =>
  queryOptions({
    queryKey: ['dashboard', 'raw-answers', userId, type, sessionId ?? null] as const,
    queryFn: () => getRawAnswers(userId, type, sessionId),
    staleTime: 24 * 60 * 60 * 1000,
  });

export const useRawAnswers = (
  userId: string,
  type: AssessmentType,
  sessionId: string | undefined,
  enabled: boolean,
) => useQuery({ ...rawAnswersQueryOptions(userId, type, sessionId), enabled });
