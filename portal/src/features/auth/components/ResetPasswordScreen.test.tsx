import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, type MockRoute } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { ResetPasswordScreen } from './ResetPasswordScreen';

function setup(reply: MockRoute, url = '/reset-password?token=t0k&email=Ada%40School.edu') {
  const api = mockApi({ 'POST /api/users/reset-password': reply });
  const user = userEvent.setup();
  renderApp({ url, routes: { '/reset-password': <ResetPasswordScreen /> } });
  return { api, user };
}

async function reset(
  user: ReturnType<typeof userEvent.setup>,
  password: string,
  confirm = password,
) {
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await clickAndSettle(user, screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordScreen', () => {
  it('should show any answered reset as a success', async () => {
    const { user } = setup({ body: { message: 'Your password has been changed.' } });
    await reset(user, 'Secret1!x');
    expect(screen.getByTestId('auth-message')).toHaveAttribute('data-severity', 'success');
  });

  it('should post e-mail, token and new password and show the server message', async () => {
    const { api, user } = setup({ body: { message: 'Password reset successfully.' } });
    await reset(user, 'Secret1!x');
    const message = screen.getByTestId('auth-message');
    expect(message).toHaveTextContent('Password reset successfully.');
    expect(message).toHaveAttribute('data-severity', 'success');
    expect(callsTo(api, 'POST /api/users/reset-password')[0]).toMatchObject({
      body: { email: 'ada@school.edu', token: 't0k', newPassword: 'Secret1!x' },
    });
    expect(callsTo(api, 'POST /api/users/reset-password')[0]?.headers).not.toHaveProperty(
      'Authorization',
    );
    expect(screen.getByRole('link', { name: 'Back to Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });

  it('should hold the new password to the register rule', async () => {
    const { api, user } = setup({ body: {} });
    await reset(user, 'password');
    expect(screen.getByTestId('auth-message')).toHaveTextContent(
      'Password must be at least 8 characters and include uppercase, lowercase, number, and symbol.',
    );
    expect(callsTo(api, 'POST /api/users/reset-password')).toHaveLength(0);
  });

  it('should require both passwords to match', async () => {
    const { user } = setup({ body: {} });
    await reset(user, 'Secret1!x', 'Secret1!y');
    expect(screen.getByTestId('auth-message')).toHaveTextContent('Passwords do not match.');
  });

  it("should show the server's error", async () => {
    const { user } = setup({
      status: 400,
      body: {
        error: 'This password reset link is invalid or has expired. Please request a new one.',
      },
    });
    await reset(user, 'Secret1!x');
    expect(screen.getByTestId('auth-message')).toHaveTextContent(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
  });

  it('should explain an incomplete link', async () => {
    setup({ body: {} }, '/reset-password?token=t0k');
    await settle();
    expect(screen.getByTestId('auth-message')).toHaveTextContent(
      'This password reset link is incomplete. Please request a new one.',
    );
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });
});
