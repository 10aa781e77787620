import type { MessageResponse } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/** GET /api/users/verify-email?token=… → { message } | 400 { error }. */
export const verifyEmail = (token: string) =>
  apiRequest<MessageResponse | null>('/api/users/verify-email', { query: { token }, auth: false });

/** The token is single-use: asked once per page, never refetched or retried. */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useVerifyEmail = (token: string) =>
  useQuery({ ...verifyEmailQueryOptions(token), enabled: token !== '' });
