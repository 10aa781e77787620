import { apiRequest } from '../api/api-client';

/**
 * POST /api/users/logout with the token being let go: the server ends its session,
 * so the token stops working everywhere, not just in this browser. Best effort: the browser
 * forgets the token whatever the answer (a token already ended answers 401).
 */
export async function endServerSession(token: string): Promise<void> {
  try {
    await apiRequest<unknown>('/api/users/logout', { method: 'POST', token });
  } catch {
    // already ended, or offline: the token is gone from this browser either way
  }
}

/** POST /api/users/logout-everywhere: every session of the user ends, portal and back-office. */
export const endEverySession = () =>
  apiRequest<{ message?: string } | null>('/api/users/logout-everywhere', { method: 'POST' });
