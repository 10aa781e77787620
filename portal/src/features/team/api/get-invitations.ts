import type { InvitationsResponse } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/**
 * GET /api/team/invitations?userId (docs/product/dashboard.md, "Team Challenge"): pending
 * invitations addressed to me.
 */
export const invitationsQueryOptions = (userId: string, isAdmin: boolean) =>
  queryOptions({
    queryKey: ['team', 'invitations', userId] as const,
    queryFn: () => apiRequest<InvitationsResponse>('/api/team/invitations', { query: { userId } }),
    // The invitations fetch is cached for 1 hour (admins exempt;
    // docs/product/dashboard.md, "Team Challenge").
    staleTime: isAdmin ? 0 : 60 * 60 * 1000,
    retry: false,
  });

export const useInvitations = (userId: string, isAdmin: boolean) =>
  useQuery({ ...invitationsQueryOptions(userId, isAdmin), enabled: userId !== '' });
