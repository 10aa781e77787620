import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, type MockRoute } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { AuthScreen } from './AuthScreen';

const EMAIL = 'ada@school.edu';
const KEY = `forgotPasswordAttempts_${EMAIL}`;

async function openModal(forgot: MockRoute) {
  const api = mockApi({ 'POST /api/users/forgot-password': forgot });
  const user = userEvent.setup();
  renderApp({ url: '/login', routes: { '/login': <AuthScreen mode="login" /> } });
  await user.type(screen.getByLabelText('Email'), EMAIL);
  await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
  return { api, user, dialog };
}

beforeEach(() => localStorage.clear());

describe('reset modal', () => {
  it('should send the reset link for the typed e-mail and show the green success', async () => {
    const { api, user, dialog } = await openModal({ body: { message: 'ok' } });
    expect(within(dialog).getByLabelText('Email')).toHaveValue(EMAIL);
    await clickAndSettle(user, within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    const message = await screen.findByTestId('auth-message');
    expect(message).toHaveTextContent(
      'Password reset email sent successfully. Please check your inbox.',
    );
    expect(message).toHaveAttribute('data-severity', 'success');
    expect(callsTo(api, 'POST /api/users/forgot-password')[0]?.body).toEqual({ email: EMAIL });
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({ attempts: 1 });
  });

  it("should fall back to 'Failed to send password reset email.' in the modal", async () => {
    const { user, dialog } = await openModal({ status: 500 });
    await clickAndSettle(user, within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(within(dialog).getByTestId('reset-message')).toHaveTextContent(
      'Failed to send password reset email.',
    );
    expect(within(dialog).getByRole('button', { name: 'Wait 10s' })).toBeDisabled();
  });

  it('should warn at 2 requests and lock at 3 for an hour', async () => {
    localStorage.setItem(KEY, JSON.stringify({ attempts: 2, lastAttempt: Date.now() - 60_000 }));
    const { user, dialog } = await openModal({ status: 500 });
    expect(within(dialog).getByTestId('auth-hint')).toHaveTextContent(
      'One more password reset request will lock you out for 1 hour.',
    );
    await clickAndSettle(user, within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(within(dialog).getByTestId('reset-message')).toHaveTextContent(
      'Too many forgot password requests for this email. Please wait 60 minutes.',
    );
    expect(within(dialog).getByRole('button', { name: 'Wait 3600s' })).toBeDisabled();
  });

  it('should close on Cancel without a request', async () => {
    const { api, user, dialog } = await openModal({ body: {} });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(callsTo(api, 'POST /api/users/forgot-password')).toHaveLength(0);
  });
});
