import type { QuestionStatus } from '@aspire/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ServedQuestion } from '../lib/normalise-questions';
import { assessmentRequest } from './assessment-request';

/** GET /api/questions?status=…: the served question bank of one assessment. */
export const getQuestions = async (status: QuestionStatus): Promise<ServedQuestion[]> => {
  const data = await assessmentRequest<unknown>('Failed to fetch questions', '/api/questions', {
    query: { status },
  });
  return Array.isArray(data) ? (data as ServedQuestion[]) : [];
};

/** Shared by UniReady and Part III (both read 'Subject Assessments'); fresh on each visit. */
export const questionsQueryOptions = (status: QuestionStatus) =>
  queryOptions({
    queryKey: ['assessment-questions', status],
    queryFn: () => getQuestions(status),
    staleTime: 60_000,
    retry: false,
  });
