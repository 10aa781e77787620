import { screen, within } from '@testing-library/react';
import { callsTo } from '../../../testing/mock-api';
import { clickAndSettle, settle } from '../../../testing/settle';
import {
  setup,
  transitions,
  button,
  type User,
  withAccountTestClock,
} from '../testing/account-dialog-harness';

jest.mock('@aspire/domain', () => ({
  ...jest.requireActual<object>('@aspire/domain'),
  saveFile: jest.fn(),
}));

withAccountTestClock();

describe('Log out everywhere', () => {
  const logoutEverywhere = async (user: User) => {
    await settle();
    await clickAndSettle(user, button('Log out everywhere'));
    await transitions();
    return screen.getByRole('dialog', { name: 'Log out everywhere' });
  };

  it('should ask first, then end every session on the server and log out to /login', async () => {
    const { api, user } = setup({
      'POST /api/users/logout-everywhere': { body: { message: 'Logged out.' } },
      'POST /api/users/logout': { status: 401, body: { error: 'Invalid or expired token.' } },
    });
    const dialog = await logoutEverywhere(user);
    expect(dialog).toHaveTextContent('Log out of Aspire on every device and browser');
    expect(callsTo(api, 'POST /api/users/logout-everywhere')).toHaveLength(0);
    await clickAndSettle(user, within(dialog).getByRole('button', { name: 'Log out everywhere' }));
    await transitions();
    expect(callsTo(api, 'POST /api/users/logout-everywhere')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('should change nothing when cancelled', async () => {
    const { api, user } = setup();
    const dialog = await logoutEverywhere(user);
    await clickAndSettle(user, within(dialog).getByRole('button', { name: 'Cancel' }));
    await transitions();
    expect(screen.queryByRole('dialog', { name: 'Log out everywhere' })).toBeNull();
    expect(callsTo(api, 'POST /api/users/logout-everywhere')).toHaveLength(0);
    expect(localStorage.getItem('token')).toBe('jwt-1');
  });

  it('should stay signed in and say why when the server fails', async () => {
    const { user } = setup({
      'POST /api/users/logout-everywhere': { status: 500, body: { error: 'Database down.' } },
    });
    const dialog = await logoutEverywhere(user);
    await clickAndSettle(user, within(dialog).getByRole('button', { name: 'Log out everywhere' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Failed to log out everywhere: /);
    expect(localStorage.getItem('token')).toBe('jwt-1');
  });
});
