import type { UserTasksResponse } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/** GET /api/team/user-tasks/:userId (spec 002 §7): the live tasks, newest first. */
export const getUserTasks = (userId: string) =>
  apiRequest<UserTasksResponse>(`/api/team/user-tasks/${encodeURIComponent(userId)}`);

export const userTasksQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['team', 'user-tasks', userId] as const,
    queryFn: () => getUserTasks(userId),
  });

export const useUserTasks = (userId: string) =>
  useQuery({ ...userTasksQueryOptions(userId), enabled: userId !== '' });
