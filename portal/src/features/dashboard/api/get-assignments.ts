import type { MyAssignmentResponse } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';
import { PROGRESS_STALE_MS } from '../lib/cache';

export type MyAssignment = MyAssignmentResponse;

/** GET /api/assignments/mine: what the student's school asks them to complete. */
export const getAssignments = () => apiRequest<MyAssignment[]>('/api/assignments/mine');

/** Under the `assessment` key, so a just-submitted visit (which invalidates it) refreshes it. */
export const assignmentsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['assessment', 'assignments', userId] as const,
    queryFn: getAssignments,
    staleTime: PROGRESS_STALE_MS,
  });

export const useAssignments = (userId: string) =>
  useQuery({ ...assignmentsQueryOptions(userId), enabled: userId !== '' });
