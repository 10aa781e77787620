import {
  SSO_EMAIL_FIRST,
  ssoButtonLabel,
  ssoNotAvailable,
  ssoProviderDown,
  validateEmail,
} from '@aspire/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, type MockRoute } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle } from '../../../testing/settle';
import { AuthScreen } from './AuthScreen';
import { SsoButtons } from './SsoButtons';

function setup(start: MockRoute) {
  const api = mockApi({ 'POST /api/sso/start': start });
  const user = userEvent.setup();
  renderApp({ url: '/login', routes: { '/login': <AuthScreen mode="login" /> } });
  return { api, user };
}

async function choose(user: ReturnType<typeof userEvent.setup>, email: string, label: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await clickAndSettle(user, screen.getByRole('button', { name: label }));
}

beforeEach(() => localStorage.clear());

describe('The sign-in page: school account buttons', () => {
  it('should offer Google and Microsoft beside the password sign-in', () => {
    setup({ body: { url: 'http://idp.test/auth' } });
    expect(screen.getByRole('button', { name: ssoButtonLabel('google') })).toBeEnabled();
    expect(screen.getByRole('button', { name: ssoButtonLabel('microsoft') })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('should ask for the school address first, and send nothing without it', async () => {
    const { api, user } = setup({ body: { url: 'http://idp.test/auth' } });
    await choose(user, '', ssoButtonLabel('google'));
    expect(screen.getByTestId('auth-message')).toHaveTextContent(SSO_EMAIL_FIRST);
    expect(callsTo(api, 'POST /api/sso/start')).toHaveLength(0);
  });

  it("should say what is wrong with an address that is not one, as the form's own check", async () => {
    const { api, user } = setup({ body: { url: 'http://idp.test/auth' } });
    await choose(user, 'not-an-address', ssoButtonLabel('microsoft'));
    expect(screen.getByTestId('auth-message')).toHaveTextContent(
      validateEmail('not-an-address') ?? 'expected a message',
    );
    expect(callsTo(api, 'POST /api/sso/start')).toHaveLength(0);
  });

  it('should show the server\'s "not switched on" message for a school without it', async () => {
    const { api, user } = setup({ status: 400, body: { error: ssoNotAvailable('microsoft') } });
    await choose(user, 'Ana@School.test', ssoButtonLabel('microsoft'));
    expect(screen.getByTestId('auth-message')).toHaveTextContent(ssoNotAvailable('microsoft'));
    expect(screen.getByTestId('auth-message')).toHaveAttribute('data-severity', 'error');
    expect(callsTo(api, 'POST /api/sso/start')[0]?.body).toEqual({
      email: 'ana@school.test',
      provider: 'microsoft',
      app: 'portal',
    });
    // The buttons are usable again after a refusal.
    expect(screen.getByRole('button', { name: ssoButtonLabel('microsoft') })).toBeEnabled();
  });

  it('should say the provider is not answering when the server says so', async () => {
    const { user } = setup({ status: 503, body: { error: ssoProviderDown('google') } });
    await choose(user, 'ana@school.test', ssoButtonLabel('google'));
    expect(screen.getByTestId('auth-message')).toHaveTextContent(ssoProviderDown('google'));
  });

  it("should leave for the provider's URL the server answered", async () => {
    mockApi({ 'POST /api/sso/start': { body: { url: 'http://idp.test/auth?x=1' } } });
    const go = jest.fn();
    const user = userEvent.setup();
    renderApp({
      url: '/login',
      routes: {
        '/login': <SsoButtons email="ana@school.test" onMessage={() => undefined} go={go} />,
      },
    });
    await clickAndSettle(user, screen.getByRole('button', { name: ssoButtonLabel('google') }));
    expect(go).toHaveBeenCalledWith('http://idp.test/auth?x=1');
    // Waiting for the provider's page: no second start.
    expect(screen.getByRole('button', { name: ssoButtonLabel('google') })).toBeDisabled();
  });
});
