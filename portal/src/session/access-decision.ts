import { ACCESS_CHECK_FAILED, ACCESS_DENIED, type CheckAccessResponse } from '@aspire/domain';
import { ApiError } from '../api/api-client';
import type { SessionStatus } from './session-context';

export type AccessDecision =
  { kind: 'loading' } | { kind: 'allowed' } | { kind: 'denied'; message: string | null };

type CheckState = {
  isPending: boolean;
  error: unknown;
  data: CheckAccessResponse | undefined;
};

/**
 * Loading, then allowed or denied (docs/product/access.md, "Sessions"). No session or no user id is
 * denied without a message (→ /login); a refusal carries the server's text or 'Access denied',
 * whether
 * it comes as `{ access: false }` or as a 4xx `{ error }`; a failed call (network,
 * 5xx, no text) 'Failed to verify access'. A 401 means the session ended: /login quietly.
 */
export function accessDecision(
  status: SessionStatus,
  userId: string | null,
  check: CheckState,
): AccessDecision {
  if (status === 'loading') return { kind: 'loading' };
  if (status === 'unauthenticated' || !userId) return { kind: 'denied', message: null };
  if (check.error) {
    const error = check.error instanceof ApiError ? check.error : null;
    if (error?.status === 401) return { kind: 'denied', message: null };
    const refused = error && error.status >= 400 && error.status < 500 && error.message;
    return { kind: 'denied', message: refused ? error.message : ACCESS_CHECK_FAILED };
  }
  if (check.isPending || !check.data) return { kind: 'loading' };
  if (check.data.access === true) return { kind: 'allowed' };
  return { kind: 'denied', message: check.data.error || ACCESS_DENIED };
}

/** Where a denied user goes; a refused dashboard cannot send the user back to itself. */
export function deniedTarget(route: string, message: string | null): string {
  return message && route !== 'dashboard' ? '/dashboard' : '/login';
}
