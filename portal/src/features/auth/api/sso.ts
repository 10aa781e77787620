import type { SsoProvider } from '@aspire/domain';
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

let collecting: Promise<SsoOutcome> | null = null;

/**
 * The outcome is handed out once by the server (docs/decisions/0161), so the page asks once per
 * visit: a second effect run (React's StrictMode mounts twice) shares the first request instead
 * of spending a second collection that could only answer "expired" (docs/decisions/0167).
 */
export function collectSsoOutcome(): Promise<SsoOutcome> {
  // Once answered, a later visit to the page (a new sign-in) collects afresh.
  collecting ??= finishSso().finally(forgetSsoOutcome);
  return collecting;
}

/** Drops the request in flight, so the next collection asks the server again. */
export function forgetSsoOutcome(): void {
  collecting = null;
}
