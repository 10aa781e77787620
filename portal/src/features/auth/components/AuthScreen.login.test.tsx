import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, type MockRoute } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { AuthScreen } from './AuthScreen';

const EMAIL = 'ada@school.edu';
const KEY = `loginAttempts_${EMAIL}`;
const invalid: MockRoute = { status: 401, body: { error: 'Invalid email or password.' } };

function setup(login: MockRoute, extra: Record<string, MockRoute> = {}) {
  const api = mockApi({ 'POST /api/users/login': login, ...extra });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderApp({ url: '/login', routes: { '/login': <AuthScreen mode="login" /> } });
  return { api, user };
}

async function logIn(user: ReturnType<typeof userEvent.setup>, password = 'wrong') {
  await user.type(screen.getByLabelText('Email'), EMAIL);
  await user.type(screen.getByLabelText('Password'), password);
  await clickAndSettle(user, screen.getByRole('button', { name: 'Log In' }));
}

const seed = (attempts: number, agoMs: number) =>
  localStorage.setItem(KEY, JSON.stringify({ attempts, lastAttempt: Date.now() - agoMs }));

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('AuthScreen in login mode', () => {
  it("should link 'Lost access to your school e-mail?' to /recover", () => {
    setup(invalid);
    const link = screen.getByRole('link', { name: 'Lost access to your school e-mail?' });
    expect(link).toHaveAttribute('href', '/recover');
  });

  it('should store the session and go to /dashboard, replacing history, on success', async () => {
    const { api, user } = setup(
      { body: { token: 'jwt-1', user_id: 'u-1' } },
      { 'GET /api/users/verify-token': { body: { valid: true, userId: 'u-1', role: 'user' } } },
    );
    seed(2, 60_000);
    await logIn(user, 'Secret1!');
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(localStorage.getItem('token')).toBe('jwt-1');
    expect(localStorage.getItem('userId')).toBe('u-1');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(callsTo(api, 'POST /api/users/login')[0]?.body).toEqual({
      email: EMAIL,
      password: 'Secret1!',
    });
  });

  it("should answer 'Invalid login response.' when the token or user id is missing", async () => {
    const { user } = setup({ body: { token: 'jwt-1' } });
    await logIn(user);
    expect(await screen.findByTestId('auth-message')).toHaveTextContent(
      /^Invalid login response\.$/,
    );
  });

  it('should show the server error in red and count down the 2 s backoff every second', async () => {
    const { user } = setup(invalid);
    await logIn(user);
    const message = await screen.findByTestId('auth-message');
    expect(message).toHaveTextContent('Invalid email or password.');
    expect(message).toHaveAttribute('data-severity', 'error');
    expect(screen.getByRole('button', { name: 'Wait 2s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Wait 1s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({ attempts: 1 });
  });

  it('should double the backoff per failure: 8 s after the third', async () => {
    seed(2, 60_000);
    const { user } = setup(invalid);
    await logIn(user);
    expect(await screen.findByRole('button', { name: 'Wait 8s' })).toBeDisabled();
  });

  it('should warn at 4 failed attempts', async () => {
    seed(3, 60_000);
    const { user } = setup(invalid);
    await logIn(user);
    expect(await screen.findByTestId('auth-hint')).toHaveTextContent(
      'One more failed login attempt will lock you out for 15 minutes.',
    );
    expect(screen.getByRole('button', { name: 'Wait 16s' })).toBeDisabled();
  });

  it('should lock the e-mail for 15 minutes at the fifth failure', async () => {
    seed(4, 60_000);
    const { user } = setup(invalid);
    await logIn(user);
    expect(await screen.findByTestId('auth-message')).toHaveTextContent(
      'Too many login attempts for this email. Please wait 15 minutes.',
    );
    expect(screen.getByTestId('auth-hint')).toHaveTextContent(
      'Too many login attempts. Please wait.',
    );
    expect(screen.getByRole('button', { name: 'Wait 900s' })).toBeDisabled();
  });

  it('should announce the lockout countdown politely: once a minute, then every 15 s', async () => {
    seed(4, 60_000);
    const { user } = setup(invalid, {
      'POST /api/users/login-status': () => ({ body: { waitSeconds: 900 } }),
    });
    await logIn(user);
    const region = screen.getByTestId('login-countdown');
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent(/^You can try to log in again in 15 minutes\.$/);
    // The button counts every second; the region keeps its words for the rest of the minute.
    await settle(() => jest.advanceTimersByTimeAsync(59_000));
    expect(screen.getByRole('button', { name: 'Wait 841s' })).toBeDisabled();
    expect(region).toHaveTextContent(/^You can try to log in again in 15 minutes\.$/);
    await settle(() => jest.advanceTimersByTimeAsync(1_000));
    expect(region).toHaveTextContent(/^You can try to log in again in 14 minutes\.$/);
    // The hints are said from a polite region that was there before the lock.
    expect(screen.getByTestId('auth-hint').parentElement).toHaveAttribute('role', 'status');
  });

  it('should let the student in once the server says the lock is gone', async () => {
    seed(5, 60_000);
    const { api, user } = setup(
      { body: { token: 'jwt-1', user_id: 'u-1' } },
      {
        'POST /api/users/login-status': { body: { waitSeconds: 0 } },
        'GET /api/users/verify-token': { body: { valid: true, userId: 'u-1', role: 'user' } },
      },
    );
    await logIn(user, 'Secret1!');
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(callsTo(api, 'POST /api/users/login-status')[0]?.body).toEqual({ email: EMAIL });
    expect(callsTo(api, 'POST /api/users/login')).toHaveLength(1);
  });

  it('should keep the countdown while the server holds the lock, and ask again every 30 s', async () => {
    seed(5, 60_000);
    let waitSeconds = 840;
    const { api, user } = setup(invalid, {
      'POST /api/users/login-status': () => ({ body: { waitSeconds } }),
    });
    await user.type(screen.getByLabelText('Email'), EMAIL);
    await settle();
    expect(callsTo(api, 'POST /api/users/login-status')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Wait \d+s$/ })).toBeDisabled();
    expect(screen.getByTestId('auth-hint')).toHaveTextContent(
      'Too many login attempts. Please wait.',
    );
    waitSeconds = 0; // staff "Unlock"
    await settle(() => jest.advanceTimersByTimeAsync(30_000));
    expect(callsTo(api, 'POST /api/users/login-status')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(screen.queryByTestId('auth-hint')).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("should show the server's 429 message as received and follow its Retry-After", async () => {
    const text = 'Too many login attempts for this email. Please wait 10 minutes.';
    const { user } = setup({
      status: 429,
      body: { error: text },
      headers: { 'Retry-After': '600' },
    });
    await logIn(user);
    expect(await screen.findByTestId('auth-message')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Wait 600s' })).toBeDisabled();
  });

  it('should offer Resend Verification only beside the exact unverified message', async () => {
    const { user } = setup(
      { status: 403, body: { error: 'Please verify your email before logging in.' } },
      { 'POST /api/users/resend-verification': { body: { message: 'sent' } } },
    );
    await logIn(user);
    expect(await screen.findByTestId('auth-message')).toHaveAttribute('data-severity', 'error');
    await clickAndSettle(user, screen.getByRole('button', { name: 'Resend Verification' }));
    expect(
      await screen.findByText('Verification email resent successfully. Please check your inbox.'),
    ).toHaveAttribute('data-severity', 'success');
    expect(screen.queryByRole('button', { name: 'Resend Verification' })).toBeNull();
    expect(screen.getByTestId('auth-hint')).toHaveTextContent('Approaching resend attempt limit.');
  });

  it('should not offer Resend Verification for any other message', async () => {
    const { user } = setup({
      status: 403,
      body: { error: 'Please verify your email before logging in' },
    });
    await logIn(user);
    await screen.findByTestId('auth-message');
    expect(screen.queryByRole('button', { name: 'Resend Verification' })).toBeNull();
  });

  it('should refuse a resend past the daily cap of 10', async () => {
    localStorage.setItem(
      `resendAttempts_${EMAIL}`,
      JSON.stringify({
        attempts: 0,
        lastAttempt: 0,
        dailyResends: 10,
        lastResetDate: new Date().toISOString().slice(0, 10),
      }),
    );
    const { api, user } = setup({
      status: 403,
      body: { error: 'Please verify your email before logging in.' },
    });
    await logIn(user);
    await clickAndSettle(user, await screen.findByRole('button', { name: 'Resend Verification' }));
    expect(
      await screen.findByText(
        'Maximum daily resend limit reached for this email. Please try again tomorrow.',
      ),
    ).toHaveAttribute('data-testid', 'auth-message');
    expect(callsTo(api, 'POST /api/users/resend-verification')).toHaveLength(0);
  });

  it('should send the reset link without submitting the login form behind it', async () => {
    const { api, user } = setup(invalid, {
      'POST /api/users/forgot-password': { body: { message: 'sent' } },
    });
    await user.type(screen.getByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Password'), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    await clickAndSettle(user, within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    const message = await screen.findByTestId('auth-message');
    expect(message).toHaveTextContent(
      /^Password reset email sent successfully\. Please check your inbox\.$/,
    );
    expect(message).toHaveAttribute('data-severity', 'success');
    expect(callsTo(api, 'POST /api/users/forgot-password')).toHaveLength(1);
    expect(callsTo(api, 'POST /api/users/login')).toHaveLength(0);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('should leave the login form untouched while the reset dialog answers', async () => {
    const { api, user } = setup(invalid, {
      'POST /api/users/forgot-password': { status: 500, body: {} },
    });
    await user.type(screen.getByLabelText('Email'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    await clickAndSettle(user, within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await within(dialog).findByTestId('reset-message')).toHaveTextContent(
      'Failed to send password reset email.',
    );
    expect(screen.queryByText('Please enter your password.')).toBeNull();
    expect(screen.queryByTestId('auth-message')).toBeNull();
    expect(callsTo(api, 'POST /api/users/login')).toHaveLength(0);
  });

  it('should not submit the login form when Enter is pressed in the reset dialog', async () => {
    const { api, user } = setup(invalid, {
      'POST /api/users/forgot-password': { body: { message: 'sent' } },
    });
    await user.type(screen.getByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Password'), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    await settle(() => user.type(within(dialog).getByLabelText('Email'), '{Enter}'));
    expect(await screen.findByTestId('auth-message')).toHaveAttribute('data-severity', 'success');
    expect(callsTo(api, 'POST /api/users/login')).toHaveLength(0);
  });

  it('should strip HTML tags from the inputs 300 ms after typing stops', async () => {
    const { user } = setup(invalid);
    const email = screen.getByLabelText('Email');
    await user.type(email, '<b>ada</b>');
    expect(email).toHaveValue('<b>ada</b>');
    act(() => jest.advanceTimersByTime(299));
    expect(email).toHaveValue('<b>ada</b>');
    act(() => jest.advanceTimersByTime(1));
    expect(email).toHaveValue('ada');
  });

  it('should validate the e-mail without calling the server', async () => {
    const { api, user } = setup(invalid);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await clickAndSettle(user, screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByTestId('auth-message')).toHaveTextContent(
      'Please enter a valid email address.',
    );
    expect(api).not.toHaveBeenCalledWith('/api/users/login', expect.anything());
  });

  it('should toggle the password visibility', async () => {
    const { user } = setup(invalid);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('should link to /register', () => {
    setup(invalid);
    const link = screen.getByRole('link', { name: 'Register' });
    expect(link).toHaveAttribute('href', '/register');
    expect(within(link).queryByRole('button')).toBeNull();
  });
});
