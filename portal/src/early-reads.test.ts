import { QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api/api-client';
import { preloadAtStart } from './app/AccessPage';
import { callsTo, mockApi } from './testing/mock-api';

const SUMMARY = '/api/users/u-1/dashboard';

jest.mock('./features/dashboard/components/DashboardPage', () => ({ DashboardPage: () => null }));

const startEarlyReads = () =>
  jest.isolateModulesAsync(async () => {
    await import('./early-reads');
  });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'jwt-1');
  localStorage.setItem('userId', 'u-1');
  delete window.__earlyReads;
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  delete window.__earlyReads;
});

// LCP of /dashboard: the first reads leave before the app's code has arrived.
describe('early reads', () => {
  const SESSION = { valid: true, userId: 'u-1', role: 'user' };
  const ACCESS = { access: true };
  const CHECK = '/api/assessment/check-access/dashboard';

  it("should start the dashboard's first reads in one request, which the api-client then takes once", async () => {
    const api = mockApi({
      [`GET ${SUMMARY}`]: { body: { session: SESSION, access: ACCESS, progress: {} } },
    });
    window.history.replaceState(null, '', '/dashboard');
    await startEarlyReads();
    expect(api.mock.calls.map(([url]) => String(url))).toEqual([SUMMARY]);
    expect(callsTo(api, `GET ${SUMMARY}`)[0]?.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer jwt-1',
    });

    // The session check and the page's access check are answered from the summary.
    await expect(apiRequest('/api/users/verify-token')).resolves.toEqual(SESSION);
    await expect(apiRequest(CHECK, { query: { userId: 'u-1' } })).resolves.toEqual(ACCESS);
    await expect(apiRequest(SUMMARY)).resolves.toEqual({
      session: SESSION,
      access: ACCESS,
      progress: {},
    });
    expect(api).toHaveBeenCalledTimes(1);
    // Taken once: a later call, or one with another token, asks afresh.
    await apiRequest(SUMMARY);
    await apiRequest('/api/users/verify-token', { token: 'jwt-2' }).catch(() => undefined);
    expect(api).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['refused', { status: 403, body: { error: 'Forbidden' } }],
    ['without the checks', { body: { progress: {} } }],
  ])("should ask the checks' own routes when the summary is %s", async (_label, reply) => {
    const api = mockApi({
      [`GET ${SUMMARY}`]: reply,
      'GET /api/users/verify-token': { body: SESSION },
      [`GET ${CHECK}`]: { body: ACCESS },
    });
    window.history.replaceState(null, '', '/dashboard');
    await startEarlyReads();
    await expect(apiRequest('/api/users/verify-token')).resolves.toEqual(SESSION);
    await expect(apiRequest(CHECK, { query: { userId: 'u-1' } })).resolves.toEqual(ACCESS);
    expect(callsTo(api, 'GET /api/users/verify-token')).toHaveLength(1);
    expect(callsTo(api, `GET ${CHECK}`)).toHaveLength(1);
    expect(api).toHaveBeenCalledTimes(3);
  });

  it('should drop what the app has not taken once the first screen is long past', async () => {
    const api = mockApi({
      [`GET ${SUMMARY}`]: { body: { session: SESSION, access: ACCESS, progress: {} } },
    });
    window.history.replaceState(null, '', '/dashboard');
    jest.useFakeTimers();
    try {
      await startEarlyReads();
      jest.advanceTimersByTime(15_000);
    } finally {
      jest.useRealTimers();
    }
    expect(api).toHaveBeenCalledTimes(1);
    // A later visit's access check and reads are asked afresh, never answered from the start.
    await apiRequest('/api/assessment/check-access/dashboard', { query: { userId: 'u-1' } }).catch(
      () => undefined,
    );
    await apiRequest(SUMMARY);
    expect(api).toHaveBeenCalledTimes(3);
  });

  it('should start nothing once the app has started its own reads', async () => {
    const api = mockApi({});
    window.history.replaceState(null, '', '/dashboard');
    preloadAtStart(new QueryClient());
    await startEarlyReads();
    expect(callsTo(api, `GET ${SUMMARY}`)).toHaveLength(1);
    expect(callsTo(api, 'GET /api/users/verify-token')).toHaveLength(1);
  });

  it('should start nothing elsewhere or without a stored session', async () => {
    const api = mockApi({});
    window.history.replaceState(null, '', '/subject-scores');
    await startEarlyReads();
    window.history.replaceState(null, '', '/dashboard');
    localStorage.removeItem('token');
    await startEarlyReads();
    expect(api).not.toHaveBeenCalled();
    expect(window.__earlyReads).toBeUndefined();
  });
});
