import type { InviteAttemptsResponse } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/**
 * GET /api/team/invite-attempts/:userId: the attempt counter
 * (docs/product/dashboard.md, "Team Challenge invitations").
 */
export const inviteAttemptsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['team', 'invite-attempts', userId] as const,
    queryFn: () =>
      apiRequest<InviteAttemptsResponse>(`/api/team/invite-attempts/${encodeURIComponent(userId)}`),
  });

export const useInviteAttempts = (userId: string) =>
  useQuery({ ...inviteAttemptsQueryOptions(userId), enabled: userId !== '' });
