import type { InvitationsResponse, TeamInvitation } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api/api-client';

/**
 * GET /api/team/invitations?userId: the Team Challenge invitations waiting for this student, for
 * the dashboard. A student already in a team (403) has none to answer. Same key as the Enrich+
 * Notifications menu, so both show the same list.
 */
export async function getPendingInvitations(userId: string): Promise<TeamInvitation[]> {
  try {
    const data = await apiRequest<InvitationsResponse>('/api/team/invitations', {
      query: { userId },
    });
    return data.invitations;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return [];
    throw error;
  }
}

export const pendingInvitationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['team', 'invitations', userId, 'dashboard'] as const,
    queryFn: () => getPendingInvitations(userId),
    retry: false,
  });

export const usePendingInvitations = (userId: string) =>
  useQuery({ ...pendingInvitationsQueryOptions(userId), enabled: userId !== '' });
