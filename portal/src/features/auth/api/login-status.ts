import type { LoginStatusResponse } from '@aspire/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/** How often a browser whose own record still counts down asks the server again. */
export const LOGIN_STATUS_REFRESH_MS = 30_000;

/** POST /api/users/login-status → { waitSeconds } (the server's lockout). */
export const getLoginStatus = (email: string) =>
  apiRequest<LoginStatusResponse>('/api/users/login-status', {
    method: 'POST',
    body: { email },
    auth: false,
  });

export const loginStatusQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['login-status', email],
    queryFn: () => getLoginStatus(email),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchInterval: LOGIN_STATUS_REFRESH_MS,
  });
