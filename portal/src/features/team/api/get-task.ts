import { INVALID_TASK_DATA, type TeamTaskResponse } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/**
 * GET /api/team/task/:taskId?userId (docs/product/dashboard.md, "Team Challenge"): task, answers
 * and invitations.
 */
export async function getTask(taskId: string, userId: string): Promise<TeamTaskResponse> {
  const data = await apiRequest<TeamTaskResponse>(`/api/team/task/${encodeURIComponent(taskId)}`, {
    query: { userId },
  });
  // A response without its three parts is not shown (docs/product/dashboard.md, "Team Challenge").
  if (!data?.task || !Array.isArray(data.answers) || !Array.isArray(data.invitations)) {
    throw new Error(INVALID_TASK_DATA);
  }
  return data;
}

export const taskQueryOptions = (taskId: string, userId: string) =>
  queryOptions({
    queryKey: ['team', 'task', taskId, userId] as const,
    queryFn: () => getTask(taskId, userId),
  });

export const useTask = (taskId: string | undefined, userId: string) =>
  useQuery({ ...taskQueryOptions(taskId ?? '', userId), enabled: !!taskId && userId !== '' });
