import type { SsoProvider } from '@aspire/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/** What POST /api/sso/finish answers: a session, or the first sign-in's registration step. */
export type SsoOutcome =
  { status: 'signed-in'; token: string; user_id: string } | { status: 'register'; email: string };

/** POST /api/sso/start → the provider's URL; the answer also binds this browser (a cookie). */
export const startSso = (email: string, provider: SsoProvider) =>
  apiRequest<{ url: string }>('/api/sso/start', {
    method: 'POST',
    body: { email, provider, app: 'portal' },
    auth: false,
  });

/** POST /api/sso/finish: collects what the provider's callback decided for this browser. */
export const finishSso = () =>
  apiRequest<SsoOutcome>('/api/sso/finish', {
    method: 'POST',
    body: { app: 'portal' },
    auth: false,
  });

/** POST /api/sso/register: a first sign-in's username and age; answers the session. */
export const registerSso = (body: { username: string; age: number }) =>
  apiRequest<{ status: 'signed-in'; token: string; user_id: string }>('/api/sso/register', {
    method: 'POST',
    body,
    auth: false,
  });

/**
 * The landing's one request for the outcome. The server hands it out once
 * (docs/decisions/0161), so it is never retried or refetched, and a second mount (React's
 * StrictMode) shares the request in flight instead of spending a second collection that could
 * only answer "expired" (docs/decisions/0167). Nothing is kept once the page is left: a later
 * sign-in collects afresh.
 */
export const ssoOutcomeQueryOptions = <T>(collect: () => Promise<T>) =>
  queryOptions({
    queryKey: ['sso-outcome'],
    queryFn: collect,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
