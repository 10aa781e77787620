import type { AssessmentType, RawAnswerRow } from '@aspire/domain';
import { queryOptions } from '@tanstack/react-query';
import { assessmentRequest } from './assessment-request';

/** GET /api/assessment/visualizations/:userId?sessionId=&assessmentType= → raw answer rows. */
export const getRawAnswers = async (
  userId: string,
  sessionId: string,
  type: AssessmentType,
): Promise<RawAnswerRow[]> => {
  const data = await assessmentRequest<unknown>(
    'Failed to fetch answers',
    `/api/assessment/visualizations/${encodeURIComponent(userId)}`,
    { query: { sessionId, assessmentType: type } },
  );
  return Array.isArray(data) ? (data as RawAnswerRow[]) : [];
};

export const rawAnswersQueryOptions = (userId: string, sessionId: string, type: AssessmentType) =>
  queryOptions({
    queryKey: ['assessment-raw-answers', userId, sessionId, type],
    queryFn: () => getRawAnswers(userId, sessionId, type),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
