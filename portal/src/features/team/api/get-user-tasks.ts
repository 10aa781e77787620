import type { UserTasksResponse } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/**
 * GET /api/team/user-tasks/:userId (docs/product/dashboard.md, "Team Challenge"): the live tasks,
 * newest first.
 */
export const getUserTasks = (userId: string) =>
  apiRequest<UserTasksResponse>(`/api/team/user-tasks/${encodeURIComponent(userId)}`);

export const userTasksQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['team', 'user-tasks', userId] as const,
    queryFn: () => getUserTasks(userId),
  });

export const useUserTasks = (userId: string) =>
  useQuery({ ...userTasksQueryOptions(userId), enabled: userId !== '' });
