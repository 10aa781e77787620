import type { LoginStatusResponse, RegisterStatusResponse } from '@aspire/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/** How often a browser whose own record still counts down asks the server again. */
export const LOCK_STATUS_REFRESH_MS = 30_000;

/** The locks the server answers for: sign-in and sign-up, each keyed on the e-mail. */
export type ServerLock = 'login' | 'register';

/**
 * POST /api/users/login-status or /api/users/register-status → { waitSeconds }: the server's
 * lockout for the e-mail, 0 when free (docs/API.md).
 */
export const getLockStatus = (lock: ServerLock, email: string) =>
  apiRequest<LoginStatusResponse | RegisterStatusResponse>(`/api/users/${lock}-status`, {
    method: 'POST',
    body: { email },
    auth: false,
  });

export const lockStatusQueryOptions = (lock: ServerLock, email: string) =>
  queryOptions({
    queryKey: [`${lock}-status`, email],
    queryFn: () => getLockStatus(lock, email),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchInterval: LOCK_STATUS_REFRESH_MS,
  });
