import {
  notWhitelistedMessage,
  SSO_EXPIRED,
  SSO_REGISTER_HEADING,
  TERMS_REQUIRED,
  ssoCancelled,
  ssoFailed,
  ssoProviderDown,
  ssoUnverifiedEmail,
  ssoWrongAccount,
  validateAge,
  validateUsername,
  GENERIC_ERROR,
} from '@aspire/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { callsTo, mockApi, type MockRoute } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { AuthScreen } from './AuthScreen';
import { SSO_SIGNING_IN, SsoScreen } from './SsoScreen';

const VERIFY = { body: { valid: true, userId: 'u-9', role: 'user' } };

async function land(finish: MockRoute | 'network-error', extra: Record<string, MockRoute> = {}) {
  const api = mockApi({
    'POST /api/sso/finish': finish,
    'GET /api/users/verify-token': VERIFY,
    ...extra,
  });
  renderApp({
    url: '/sso',
    routes: {
      '/sso': (
        <StrictMode>
          <SsoScreen />
        </StrictMode>
      ),
      '/login': <AuthScreen mode="login" />,
    },
  });
  await settle();
  return api;
}

beforeEach(() => {
  localStorage.clear();
});

describe('The school sign-in landing page (/sso)', () => {
  it('should say it is signing in while it asks', () => {
    mockApi({ 'POST /api/sso/finish': () => new Promise(() => undefined) });
    renderApp({ url: '/sso', routes: { '/sso': <SsoScreen /> } });
    expect(screen.getByRole('status')).toHaveTextContent(SSO_SIGNING_IN);
  });

  it('should collect once, even mounted twice (StrictMode), and sign the student in', async () => {
    const api = await land({ body: { status: 'signed-in', token: 'sso-jwt', user_id: 'u-9' } });
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(callsTo(api, 'POST /api/sso/finish')).toHaveLength(1);
    expect(callsTo(api, 'POST /api/sso/finish')[0]?.body).toEqual({ app: 'portal' });
    expect(localStorage.getItem('token')).toBe('sso-jwt');
    expect(localStorage.getItem('userId')).toBe('u-9');
    expect(screen.queryByText(SSO_SIGNING_IN)).not.toBeInTheDocument();
  });

  it.each([
    ['a cancelled consent', 403, ssoCancelled('google')],
    ['a replayed or expired sign-in', 400, SSO_EXPIRED],
    ['a provider that stopped answering', 403, ssoProviderDown('microsoft')],
    ['an account of another school', 403, ssoWrongAccount('google')],
    ['an address the provider did not confirm', 403, ssoUnverifiedEmail('microsoft')],
    ['an address not on the whitelist', 403, notWhitelistedMessage('help@aspire.test')],
    ['a token that failed its checks', 403, ssoFailed('google')],
  ])('should go back to the sign-in page and show %s', async (_case, status, error) => {
    await land({ status, body: { error } });
    const message = await screen.findByTestId('auth-message');
    expect(message).toHaveTextContent(error);
    expect(message).toHaveAttribute('data-severity', 'error');
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('should show the generic message when the server cannot be reached', async () => {
    await land('network-error');
    expect(await screen.findByTestId('auth-message')).toHaveTextContent(GENERIC_ERROR);
  });
});

describe('The first school sign-in: username and age, asked once', () => {
  const registerStep = { body: { status: 'register', email: 'new.pupil@school.test' } };

  async function fill(
    user: ReturnType<typeof userEvent.setup>,
    values: { username?: string; age?: string; terms?: boolean },
  ) {
    if (values.username) await user.type(screen.getByLabelText('Username'), values.username);
    if (values.age) await user.type(screen.getByLabelText('Age'), values.age);
    if (values.terms) await user.click(screen.getByLabelText('I accept the terms and conditions'));
    await clickAndSettle(user, screen.getByRole('button', { name: 'Create Account' }));
  }

  it('should ask for them with the verified address, create the account and sign in', async () => {
    const api = await land(registerStep, {
      'POST /api/sso/register': { body: { status: 'signed-in', token: 'new-jwt', user_id: 'u-9' } },
    });
    expect(screen.getByRole('heading', { name: SSO_REGISTER_HEADING })).toBeInTheDocument();
    expect(screen.getByText('new.pupil@school.test')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await fill(userEvent.setup(), { username: 'new_pupil', age: '15', terms: true });
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(callsTo(api, 'POST /api/sso/register')[0]?.body).toEqual({
      username: 'new_pupil',
      age: 15,
    });
    expect(localStorage.getItem('token')).toBe('new-jwt');
  });

  it.each([
    ['no username', { age: '15', terms: true }, validateUsername('')],
    ['an age under the minimum', { username: 'pupil_a', age: '9', terms: true }, validateAge('9')],
    ['the terms not accepted', { username: 'pupil_a', age: '15' }, TERMS_REQUIRED],
  ])('should refuse %s before asking the server', async (_case, values, expected) => {
    const api = await land(registerStep);
    await fill(userEvent.setup(), values);
    expect(expected).toEqual(expect.any(String));
    expect(screen.getByTestId('auth-message')).toHaveTextContent(expected ?? '');
    expect(callsTo(api, 'POST /api/sso/register')).toHaveLength(0);
  });

  it("should show the server's refusal and keep the form", async () => {
    await land(registerStep, {
      'POST /api/sso/register': { status: 400, body: { error: SSO_EXPIRED } },
    });
    await fill(userEvent.setup(), { username: 'pupil_b', age: '16', terms: true });
    expect(screen.getByTestId('auth-message')).toHaveTextContent(SSO_EXPIRED);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
