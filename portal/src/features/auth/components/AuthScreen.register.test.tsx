import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, type MockRoute } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { AuthScreen } from './AuthScreen';
// Loaded with the file, as before it became a chunk of its own, so no test pays for loading MUI.
import './RegisterScreen';

const IP = '203.0.113.7';
const KEY = `registerAttempts_${IP}`;
const form = { username: 'ada_99', age: '15', email: 'Ada@School.edu', password: 'Secret1!x' };

async function setup(routes: Record<string, MockRoute | 'network-error'> = {}) {
  const api = mockApi({
    'GET /api/users/ip': { body: { ip: IP } },
    'GET /api/config': { body: { supportEmail: 'help@aspire.test' } },
    'POST /api/whitelist/check-email': { body: { isWhitelisted: true } },
    'POST /api/users/register': { status: 201, body: { message: 'Registered.' } },
    ...routes,
  });
  const user = userEvent.setup();
  renderApp({
    url: '/register',
    routes: {
      '/register': <AuthScreen mode="register" />,
      '/login': <AuthScreen mode="login" />,
    },
  });
  // The register screen is a chunk of its own: wait for it.
  await screen.findByRole('heading', { name: 'Create your account' });
  return { api, user };
}

async function register(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<typeof form> = {},
  acceptTerms = true,
) {
  await settle();
  const v = { ...form, ...values };
  if (v.username) await user.type(screen.getByLabelText('Username'), v.username);
  if (v.age) await user.type(screen.getByLabelText('Age'), v.age);
  if (v.email) await user.type(screen.getByLabelText('Email'), v.email);
  if (v.password) await user.type(screen.getByLabelText('Password'), v.password);
  if (acceptTerms) await user.click(screen.getByLabelText('I accept the terms and conditions'));
  await clickAndSettle(user, screen.getByRole('button', { name: 'Register' }));
}

const message = () => screen.getByTestId('auth-message');

/** The e-mail pasted in one go (or filled in by the browser), as one change. */
async function pasteEmail(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('Email'));
  await user.paste(form.email);
  await settle();
}

beforeEach(() => localStorage.clear());

describe('AuthScreen in register mode', () => {
  it('should link to the privacy page', async () => {
    await setup();
    expect(await screen.findByRole('link', { name: 'How we use your data' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('should check the whitelist, register, and go to /login with the success message', async () => {
    const { api, user } = await setup();
    await register(user);
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(message()).toHaveTextContent('Registration successful! Please verify your email.');
    expect(message()).toHaveAttribute('data-severity', 'success');
    expect(callsTo(api, 'POST /api/whitelist/check-email')[0]?.body).toEqual({
      email: 'ada@school.edu',
    });
    expect(callsTo(api, 'POST /api/users/register')[0]?.body).toEqual({
      email: 'ada@school.edu',
      password: 'Secret1!x',
      age: 15,
      username: 'ada_99',
    });
  });

  it.each([
    [
      { username: 'ab' },
      true,
      'Username must be 3–50 characters long and contain only letters, numbers, or underscores.',
    ],
    [{ age: '12' }, true, 'You must be at least 13 years old to register.'],
    [{ email: 'ada@school' }, true, 'Please enter a valid email address.'],
    [
      { password: 'secret' },
      true,
      'Password must be at least 8 characters and include uppercase, lowercase, number, and symbol.',
    ],
    [{}, false, 'You must accept the terms and conditions.'],
  ])('should refuse %j (terms %s) without calling the server', async (values, terms, text) => {
    const { api, user } = await setup();
    await register(user, values, terms);
    expect(message()).toHaveTextContent(text);
    expect(message()).toHaveAttribute('data-severity', 'error');
    expect(callsTo(api, 'POST /api/whitelist/check-email')).toHaveLength(0);
  });

  it('should stop with the not-whitelisted message naming the support address', async () => {
    const { api, user } = await setup({
      'POST /api/whitelist/check-email': { body: { isWhitelisted: false } },
    });
    await register(user);
    expect(message()).toHaveTextContent(
      'This app is currently available to selected school email addresses and by invitation only. Please contact support at help@aspire.test to have your school added.',
    );
    expect(callsTo(api, 'POST /api/users/register')).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({ attempts: 1 });
  });

  it('should count a failed whitelist call as a register attempt', async () => {
    const { user } = await setup({ 'POST /api/whitelist/check-email': 'network-error' });
    await register(user);
    expect(message()).toHaveTextContent(
      'Failed to verify email whitelist status. Please try again.',
    );
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({ attempts: 1 });
    expect(screen.getByRole('button', { name: 'Wait 2s' })).toBeDisabled();
  });

  it('should show a taken username in the longer form', async () => {
    const { user } = await setup({
      'POST /api/users/register': { status: 409, body: { error: 'Username is already taken.' } },
    });
    await register(user);
    expect(message()).toHaveTextContent(
      'This username is already taken. Please choose a different one.',
    );
  });

  it("should fall back to 'Something went wrong.' when the server gives no text", async () => {
    const { user } = await setup({ 'POST /api/users/register': { status: 500 } });
    await register(user);
    expect(message()).toHaveTextContent(/^Something went wrong\.$/);
  });

  it('should warn at 4 attempts and lock the IP for 24 hours at 5', async () => {
    localStorage.setItem(KEY, JSON.stringify({ attempts: 4, lastAttempt: Date.now() - 60_000 }));
    const { user } = await setup({
      'POST /api/whitelist/check-email': { body: { isWhitelisted: false } },
    });
    await settle();
    expect(screen.getByTestId('auth-hint')).toHaveTextContent(
      'One more failed registration attempt will lock you out for 24 hours.',
    );
    await register(user);
    expect(message()).toHaveTextContent(
      'Too many registration attempts from this IP. Please wait 24 hours.',
    );
    expect(screen.getByTestId('auth-hint')).toHaveTextContent(
      'Maximum registration attempts reached. Try again tomorrow.',
    );
    expect(screen.getByRole('button', { name: 'Wait 86400s' })).toBeDisabled();
  });

  it("should lift this browser's lock once the server has forgiven the typed address", async () => {
    localStorage.setItem(KEY, JSON.stringify({ attempts: 5, lastAttempt: Date.now() - 60_000 }));
    // The school whitelisted the domain since: the server no longer locks this address.
    const { api, user } = await setup({
      'POST /api/users/register-status': { body: { waitSeconds: 0 } },
    });
    await settle();
    expect(screen.getByRole('button', { name: /^Wait \d+s$/ })).toBeDisabled();
    expect(callsTo(api, 'POST /api/users/register-status')).toHaveLength(0);
    await pasteEmail(user);
    expect(callsTo(api, 'POST /api/users/register-status').map((c) => c.body)).toEqual([
      { email: 'ada@school.edu' },
    ]);
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(screen.queryByTestId('auth-hint')).toBeNull();
    await register(user, { email: '' });
    expect(callsTo(api, 'POST /api/users/register')).toHaveLength(1);
    expect(message()).toHaveTextContent('Registration successful! Please verify your email.');
  });

  it('should keep the lock while the server still holds the address', async () => {
    localStorage.setItem(KEY, JSON.stringify({ attempts: 5, lastAttempt: Date.now() - 60_000 }));
    const { api, user } = await setup({
      'POST /api/users/register-status': { body: { waitSeconds: 86_000 } },
    });
    await pasteEmail(user);
    expect(callsTo(api, 'POST /api/users/register-status')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Wait \d+s$/ })).toBeDisabled();
    expect(screen.getByTestId('auth-hint')).toHaveTextContent(
      'Maximum registration attempts reached. Try again tomorrow.',
    );
  });

  it('should tick each password requirement as it is met', async () => {
    const { user } = await setup();
    await settle();
    const list = screen.getByRole('list', { name: 'Requirements' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await user.type(screen.getByLabelText('Password'), 'Secret1!');
    for (const item of within(list).getAllByRole('listitem')) {
      expect(item).toHaveAttribute('data-met', 'true');
    }
  });

  it('should open the terms modal with every section and the policy links', async () => {
    const { user } = await setup({
      'GET /api/config': {
        body: {
          termsUrl: 'https://p.test/terms',
          privacyUrl: 'https://p.test/privacy',
          cookiesUrl: 'https://p.test/cookies',
        },
      },
    });
    await settle();
    await user.click(screen.getByRole('button', { name: 'Terms and Conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    for (const section of [
      'Purpose',
      'Eligibility',
      'Data Protection (GDPR)',
      'User Responsibility',
      'No Legal Liability',
      'Changes to Terms',
    ]) {
      expect(
        within(dialog).getByRole('heading', { name: new RegExp(section.replace(/[()]/g, '\\$&')) }),
      ).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      'https://p.test/terms',
    );
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'https://p.test/privacy',
    );
    expect(within(dialog).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      'https://p.test/cookies',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });

  it('should not offer Resend Verification in register mode', async () => {
    const { user } = await setup({
      'POST /api/users/register': {
        status: 403,
        body: { error: 'Please verify your email before logging in.' },
      },
    });
    await register(user);
    expect(message()).toHaveTextContent('Please verify your email before logging in.');
    expect(screen.queryByRole('button', { name: 'Resend Verification' })).toBeNull();
  });

  it('should link back to /login', async () => {
    await setup();
    await settle();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });
});
