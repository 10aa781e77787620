import type { ShareableReport } from '@aspire/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/** A parent link as GET /api/sharing/links/:userId lists it (docs/API.md, "Sharing"). */
export type ShareLink = {
  id: string;
  reports: ShareableReport[];
  displayName: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  status: 'live' | 'expired' | 'revoked';
  views: number;
  lastViewedAt: string | null;
  downloads: number;
};

/** The creation's answer: the only time the token is shown. */
export type CreatedShareLink = ShareLink & { token: string };

export type NewShareLink = {
  reports: ShareableReport[];
  expiresInDays: number;
  displayName?: string;
};

export const shareLinksQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['sharing', 'links', userId] as const,
    queryFn: () =>
      apiRequest<{ links: ShareLink[] }>(`/api/sharing/links/${encodeURIComponent(userId)}`),
  });

export const useShareLinks = (userId: string | null) =>
  useQuery({ ...shareLinksQueryOptions(userId ?? ''), enabled: Boolean(userId) });

export function useCreateShareLink(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (link: NewShareLink) =>
      apiRequest<CreatedShareLink>('/api/sharing/links', {
        method: 'POST',
        body: { userId, ...link },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['sharing', 'links', userId] }),
  });
}

export function useRevokeShareLink(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      apiRequest<ShareLink>(`/api/sharing/links/${encodeURIComponent(linkId)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['sharing', 'links', userId] }),
  });
}
