/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import {
  SSO_EMAIL_FIRST,
  SSO_EXPIRED,
  ssoButtonLabel,
  ssoCancelled,
  ssoNotAvailable,
  ssoProviderDown,
  ssoWrongAccount,
} from '@aspire/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { App } from '../App';
import { coordinatorToken } from '../../test/tokens';
import { hideLegacyInputPropsWarning } from '../testing/known-warnings';
import { SSO_SIGNING_IN } from './SsoLogin';

type Reply = { status: number; body: unknown };
const json = ({ status, body }: Reply) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

/** fetch as the server answers the SSO routes; anything else an empty list. */
function serve(routes: Record<string, Reply | (() => Promise<Reply>)>) {
  const calls: { path: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    calls.push({ path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const route = routes[`${init.method ?? 'GET'} ${path}`];
    if (!route) return new Response('[]', { status: 200, headers: { 'Content-Range': '*/0' } });
    return json(typeof route === 'function' ? await route() : route);
  }) as typeof fetch;
  return calls;
}

const start = () =>
  render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

beforeEach(() => {
  hideLegacyInputPropsWarning();
  localStorage.clear();
  window.location.hash = '#/login';
});
afterEach(() => jest.restoreAllMocks());
jest.setTimeout(30_000);

describe('The back-office login page: school account buttons', () => {
  it('should ask for the address first, then send it with the provider and the app', async () => {
    const calls = serve({
      'POST /api/sso/start': { status: 400, body: { error: ssoNotAvailable('google') } },
    });
    start();
    const google = await screen.findByRole(
      'button',
      { name: ssoButtonLabel('google') },
      { timeout: 15_000 },
    );
    expect(screen.getByRole('button', { name: ssoButtonLabel('microsoft') })).toBeEnabled();
    fireEvent.click(google);
    expect(await screen.findByTestId('sso-message')).toHaveTextContent(SSO_EMAIL_FIRST);
    expect(calls.filter((c) => c.path === '/api/sso/start')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Email/), {
      target: { value: 'Head@School.test' },
    });
    fireEvent.click(google);
    await waitFor(() =>
      expect(screen.getByTestId('sso-message')).toHaveTextContent(ssoNotAvailable('google')),
    );
    expect(calls.find((c) => c.path === '/api/sso/start')?.body).toEqual({
      email: 'head@school.test',
      provider: 'google',
      app: 'backoffice',
    });
  });

  it('should say the provider is not answering', async () => {
    serve({
      'POST /api/sso/start': { status: 503, body: { error: ssoProviderDown('microsoft') } },
    });
    start();
    fireEvent.change(await screen.findByLabelText(/^Email/, undefined, { timeout: 15_000 }), {
      target: { value: 'head@school.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: ssoButtonLabel('microsoft') }));
    expect(await screen.findByTestId('sso-message')).toHaveTextContent(
      ssoProviderDown('microsoft'),
    );
  });
});

describe('The back-office landing of a school sign-in (#/login?sso=1)', () => {
  it('should collect the session once and open the dashboard with the role', async () => {
    const token = coordinatorToken();
    const calls = serve({
      'POST /api/sso/finish': { status: 200, body: { status: 'signed-in', token, user_id: 'u-2' } },
    });
    window.location.hash = '#/login?sso=1';
    start();
    await waitFor(
      () => expect(screen.getByTestId('dashboard-role')).toHaveTextContent('School coordinator'),
      { timeout: 15_000 },
    );
    const finishes = calls.filter((c) => c.path === '/api/sso/finish');
    expect(finishes).toHaveLength(1);
    expect(finishes[0]?.body).toEqual({ app: 'backoffice' });
    expect(localStorage.getItem('adminToken')).toBe(token);
  });

  it('should say it is signing in while it asks', async () => {
    serve({ 'POST /api/sso/finish': () => new Promise(() => undefined) });
    window.location.hash = '#/login?sso=1';
    start();
    expect(
      await screen.findByText(SSO_SIGNING_IN, undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it.each([
    ['a cancelled consent', 403, ssoCancelled('google')],
    ['a replayed or expired sign-in', 400, SSO_EXPIRED],
    ['an account of another school', 403, ssoWrongAccount('microsoft')],
    ['a student account', 403, 'This account does not have access to the back-office.'],
  ])('should show %s on the login page and store nothing', async (_case, status, error) => {
    serve({ 'POST /api/sso/finish': { status, body: { error } } });
    window.location.hash = '#/login?sso=1';
    start();
    expect(
      await screen.findByTestId('sso-message', undefined, { timeout: 15_000 }),
    ).toHaveTextContent(error);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
    // The outcome is spent: the address loses ?sso=1, so a reload shows the plain login page.
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
    expect(screen.getByTestId('sso-message')).toHaveTextContent(error);
    expect(screen.getByRole('button', { name: ssoButtonLabel('google') })).toBeEnabled();
  });
});
