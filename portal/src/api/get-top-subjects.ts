import type { TopSubjectsResponse } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** GET /api/assessment/top-subjects/:userId: the top UniReady and Exploration subjects. */
export const getTopSubjects = (userId: string) =>
  apiRequest<TopSubjectsResponse>(`/api/assessment/top-subjects/${encodeURIComponent(userId)}`);

export const topSubjectsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['assessment', 'top-subjects', userId] as const,
    queryFn: () => getTopSubjects(userId),
    staleTime: 60 * 60 * 1000,
  });

export const useTopSubjects = (userId: string) =>
  useQuery({ ...topSubjectsQueryOptions(userId), enabled: userId !== '' });
