import { screen } from '@testing-library/react';
import { callsTo, mockApi, type MockReply, type MockRoute } from '../testing/mock-api';
import { renderApp } from '../testing/render';
import { settle } from '../testing/settle';
import { AccessGuard } from './AccessGuard';

const VERIFIED = { body: { valid: true, userId: 'u-1', role: 'admin' } };

function setup(access: MockRoute | 'network-error', route = 'careerassessment') {
  localStorage.setItem('token', 'jwt-1');
  localStorage.setItem('userId', 'u-1');
  const api = mockApi({
    'GET /api/users/verify-token': VERIFIED,
    [`GET /api/assessment/check-access/${route}`]: access,
  });
  renderApp({
    url: `/${route}`,
    routes: {
      [`/${route}`]: (
        <AccessGuard
          route={route}
          assessmentType={route === 'careerassessment' ? 'Career' : undefined}
        >
          {({ isAdmin, role }) => <h1>Page for {isAdmin ? 'admin' : role}</h1>}
        </AccessGuard>
      ),
    },
  });
  return api;
}

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alertSpy.mockRestore());

const location = () => screen.getByTestId('location');

describe('AccessGuard', () => {
  it("should show 'Loading...' then the page when access is granted", async () => {
    const api = setup({ body: { access: true } });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Page for admin' })).toBeInTheDocument();
    const [check] = callsTo(api, 'GET /api/assessment/check-access/careerassessment');
    expect(check?.url).toBe(
      '/api/assessment/check-access/careerassessment?userId=u-1&assessmentType=Career',
    );
    expect(check?.headers.Authorization).toBe('Bearer jwt-1');
  });

  it('should ask for access while the stored token is being verified, and wait for both', async () => {
    let verified: (reply: MockReply) => void = () => undefined;
    localStorage.setItem('token', 'jwt-1');
    localStorage.setItem('userId', 'u-1');
    const started: string[] = [];
    const api = mockApi({
      'GET /api/users/verify-token': () => new Promise<MockReply>((r) => (verified = r)),
      'GET /api/assessment/check-access/dashboard': { body: { access: true } },
    });
    renderApp({
      url: '/dashboard',
      routes: {
        '/dashboard': (
          <AccessGuard
            route="dashboard"
            onCheckStart={(route, userId) => started.push(route, userId)}
          >
            {() => <h1>Dashboard page</h1>}
          </AccessGuard>
        ),
      },
    });
    await settle();
    // The check (and the page's preload) start with the stored user, side by side.
    expect(callsTo(api, 'GET /api/assessment/check-access/dashboard')).toHaveLength(1);
    expect(started).toEqual(['dashboard', 'u-1']);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await settle(async () => verified(VERIFIED));
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(callsTo(api, 'GET /api/assessment/check-access/dashboard')).toHaveLength(1);
  });

  it("should alert the server's reason and go to /dashboard when refused", async () => {
    setup({ body: { access: false, error: 'Complete Part I first.' } });
    await screen.findByTestId('location');
    expect(alertSpy).toHaveBeenCalledWith('Complete Part I first.');
    expect(location()).toHaveTextContent('/dashboard');
  });

  it("should alert 'Access denied' when refused without a reason", async () => {
    setup({ body: { access: false } });
    await screen.findByTestId('location');
    expect(alertSpy).toHaveBeenCalledWith('Access denied');
    expect(location()).toHaveTextContent('/dashboard');
  });

  it("should alert 'Failed to verify access' when the call fails", async () => {
    setup('network-error');
    await screen.findByTestId('location');
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith('Failed to verify access');
    expect(location()).toHaveTextContent('/dashboard');
  });

  it("should alert the server's text when the refusal comes as an error answer", async () => {
    setup({ status: 403, body: { error: 'You can only open your own data.' } });
    await screen.findByTestId('location');
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith('You can only open your own data.');
    expect(location()).toHaveTextContent('/dashboard');
  });

  it("should alert 'Failed to verify access' when the server fails without a refusal", async () => {
    setup({ status: 500, body: { error: 'Internal server error' } });
    await screen.findByTestId('location');
    expect(alertSpy).toHaveBeenCalledWith('Failed to verify access');
  });

  it('should go to /login when a refused dashboard would send the user back to itself', async () => {
    setup({ body: { access: false, error: 'Nope' } }, 'dashboard');
    await screen.findByTestId('location');
    expect(alertSpy).toHaveBeenCalledWith('Nope');
    expect(location()).toHaveTextContent('/login');
  });

  it('should go to /login without an alert when there is no session', async () => {
    const api = mockApi({});
    renderApp({
      url: '/dashboard',
      routes: {
        '/dashboard': <AccessGuard route="dashboard">{() => <h1>Dashboard</h1>}</AccessGuard>,
      },
    });
    await settle();
    expect(location()).toHaveTextContent('/login');
    expect(alertSpy).not.toHaveBeenCalled();
    expect(api).not.toHaveBeenCalled();
  });

  it('should clear the session and go to /login quietly on a 401', async () => {
    setup({ status: 401, body: { error: 'Invalid token' } }, 'social-feed');
    await screen.findByTestId('location');
    expect(location()).toHaveTextContent('/login');
    expect(alertSpy).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
