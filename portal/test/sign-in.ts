import type { MockRoute } from '../src/testing/mock-api';

/** A signed-in student for screen tests: token stored, verify-token and analytics answering. */
export function signIn(userId = 'u-1', role = 'user'): Record<string, MockRoute> {
  localStorage.setItem('token', 'jwt-1');
  localStorage.setItem('userId', userId);
  return {
    'GET /api/users/verify-token': { body: { valid: true, userId, role } },
    'POST /api/analytics/events': { status: 201, body: {} },
  };
}
