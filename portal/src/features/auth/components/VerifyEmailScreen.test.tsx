import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, type MockRoute } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { VerifyEmailScreen } from './VerifyEmailScreen';

function setup(reply: MockRoute, url = '/verify-email?token=abc') {
  const api = mockApi({
    'GET /api/users/verify-email': reply,
    'POST /api/users/resend-verification': { body: { message: 'ok' } },
  });
  renderApp({ url, routes: { '/verify-email': <VerifyEmailScreen /> } });
  return api;
}

beforeEach(() => localStorage.clear());

describe('VerifyEmailScreen', () => {
  it('should verify the token once and offer to log in', async () => {
    const api = setup({ body: { message: 'Email verified successfully. You can now log in.' } });
    expect(screen.getByText('Verifying your email...')).toBeInTheDocument();
    await settle();
    expect(screen.getByTestId('auth-message')).toHaveTextContent(
      'Email verified successfully. You can now log in.',
    );
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(callsTo(api, 'GET /api/users/verify-email').map((r) => r.url)).toEqual([
      '/api/users/verify-email?token=abc',
    ]);
  });

  it('should show any answered verification as a success', async () => {
    setup({ body: { message: 'Your email address is confirmed.' } });
    await settle();
    expect(screen.getByTestId('auth-message')).toHaveAttribute('data-severity', 'success');
  });

  it('should show the error with an e-mail field to resend the link', async () => {
    const api = setup({ status: 400, body: { error: 'This verification link has expired.' } });
    await settle();
    expect(screen.getByTestId('auth-message')).toHaveTextContent(
      'This verification link has expired.',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@school.edu');
    await clickAndSettle(user, screen.getByRole('button', { name: 'Resend Verification' }));
    expect(screen.getByTestId('resend-message')).toHaveTextContent(
      'Verification email resent successfully. Please check your inbox.',
    );
    expect(callsTo(api, 'POST /api/users/resend-verification')[0]?.body).toEqual({
      email: 'ada@school.edu',
    });
    expect(screen.getByRole('button', { name: 'Wait 10s' })).toBeDisabled();
  });

  it('should explain a link without a token', async () => {
    const api = setup({ body: {} }, '/verify-email');
    await settle();
    expect(screen.getByTestId('auth-message')).toHaveTextContent(
      'This verification link is incomplete.',
    );
    expect(callsTo(api, 'GET /api/users/verify-email')).toHaveLength(0);
  });
});
