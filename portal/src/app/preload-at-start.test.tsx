import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { checkAccessQueryOptions } from '../session/check-access';
import { callsTo, mockApi } from '../testing/mock-api';
import { preloadAtStart } from './AccessPage';

jest.mock('../features/dashboard/components/DashboardPage', () => ({ DashboardPage: () => null }));

const PROGRESS = 'GET /api/assessment/progress/u-1';
const SUMMARY = 'GET /api/users/u-1/dashboard';

function api() {
  return mockApi({
    'GET /api/users/verify-token': { body: { valid: true, userId: 'u-1', role: 'user' } },
    'GET /api/assessment/check-access/dashboard': { body: { hasAccess: true } },
    [PROGRESS]: { status: 404, body: {} },
    'GET /api/assessment/check-access/dashboard_enrich': { body: { hasAccess: false } },
    'GET /api/assignments/mine': { body: [] },
    'GET /api/config': { body: {} },
  });
}

const at = (path: string) => window.history.replaceState(null, '', path);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'jwt-1');
  localStorage.setItem('userId', 'u-1');
});
afterEach(() => at('/'));

// LCP of /dashboard: the first reads leave as the app starts, before its first render.
describe('preloadAtStart', () => {
  it("should ask at once for the verification, the access check and the dashboard's summary on /dashboard", async () => {
    const mock = api();
    at('/dashboard');
    preloadAtStart(new QueryClient());
    expect(callsTo(mock, 'GET /api/users/verify-token')).toHaveLength(1);
    expect(callsTo(mock, 'GET /api/assessment/check-access/dashboard')).toHaveLength(1);
    expect(callsTo(mock, SUMMARY)).toHaveLength(1);
    expect(callsTo(mock, PROGRESS)).toHaveLength(0);
    await waitFor(() => expect(callsTo(mock, 'GET /api/config')).toHaveLength(1));
  });

  it("should hand the started check to the guard's query, which asks nothing again", async () => {
    const mock = api();
    at('/dashboard');
    const client = new QueryClient();
    preloadAtStart(client);
    await expect(client.fetchQuery(checkAccessQueryOptions('dashboard', 'u-1'))).resolves.toEqual({
      hasAccess: true,
    });
    expect(callsTo(mock, 'GET /api/assessment/check-access/dashboard')).toHaveLength(1);
    // A later visit asks afresh: the started answer is taken once.
    await client.fetchQuery(checkAccessQueryOptions('dashboard', 'u-1'));
    expect(callsTo(mock, 'GET /api/assessment/check-access/dashboard')).toHaveLength(2);
  });

  it('should start nothing elsewhere or without a stored session', () => {
    const mock = api();
    at('/subject-scores');
    preloadAtStart(new QueryClient());
    at('/dashboard');
    localStorage.removeItem('token');
    preloadAtStart(new QueryClient());
    expect(mock.mock.calls).toHaveLength(0);
  });
});
