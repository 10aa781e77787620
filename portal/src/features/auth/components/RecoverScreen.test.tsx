import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, type MockRoute } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle } from '../../../testing/settle';
import { RecoverScreen } from './RecoverScreen';

function setup(reply: MockRoute) {
  const api = mockApi({ 'POST /api/users/recover': reply });
  const user = userEvent.setup();
  renderApp({ url: '/recover', routes: { '/recover': <RecoverScreen /> } });
  return { api, user };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  { code = 'abcd-efgh-jkmn-pqrs', email = '' } = {},
) {
  await user.type(screen.getByLabelText('Username'), 'ami_k');
  await user.type(screen.getByLabelText('Recovery code'), code);
  await user.type(screen.getByLabelText('New Password'), 'Secret1!x');
  await user.type(screen.getByLabelText('Confirm Password'), 'Secret1!x');
  if (email) await user.type(screen.getByLabelText(/Personal email/), email);
  await clickAndSettle(user, screen.getByRole('button', { name: 'Recover Account' }));
}

describe('RecoverScreen', () => {
  it('should send the code, the new password and the personal address, signed out', async () => {
    const { api, user } = setup({ body: { message: 'Your password has been changed.' } });
    await fill(user, { email: 'ami@personal.example' });
    expect(screen.getByTestId('auth-message')).toHaveAttribute('data-severity', 'success');
    const [call] = callsTo(api, 'POST /api/users/recover');
    expect(call).toMatchObject({
      body: {
        username: 'ami_k',
        code: 'abcd-efgh-jkmn-pqrs',
        newPassword: 'Secret1!x',
        personalEmail: 'ami@personal.example',
      },
    });
    expect(call?.headers).not.toHaveProperty('Authorization');
  });

  it('should refuse an incomplete code before asking the server', async () => {
    const { api, user } = setup({ body: {} });
    await fill(user, { code: 'ABCD-EFGH' });
    expect(screen.getByTestId('auth-message')).toHaveTextContent(
      'Enter the 16-character code from your recovery sheet.',
    );
    expect(callsTo(api, 'POST /api/users/recover')).toHaveLength(0);
  });

  it("should show the server's lockout message", async () => {
    const error = 'Too many recovery code attempts for this account. Please wait 15 minutes.';
    const { user } = setup({ status: 429, body: { error } });
    await fill(user);
    expect(screen.getByTestId('auth-message')).toHaveTextContent(error);
  });
});
