import { screen } from '@testing-library/react';
import { callsTo } from '../../../testing/mock-api';
import { clickAndSettle, settle } from '../../../testing/settle';
import { saveFile } from '@aspire/domain';
import {
  PASSWORD,
  setup,
  transitions,
  button,
  fillAction,
  confirmDialog,
  confirm,
  withAccountTestClock,
} from '../testing/account-dialog-harness';

jest.mock('@aspire/domain', () => ({
  ...jest.requireActual<object>('@aspire/domain'),
  saveFile: jest.fn(),
}));

withAccountTestClock();

describe('ManageAccountDialog (account action flow)', () => {
  it('should link to the privacy page', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'How we use your data' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('should list the five actions with the signed-in user and the invite counter', async () => {
    setup();
    expect(await screen.findByTestId('account-summary')).toHaveTextContent(
      'Signed in as ada (ada@school.edu)',
    );
    for (const name of [
      'Invite a Friend',
      'Change Username',
      'Change Email Address',
      'Download Your Data',
      'Delete This Account',
    ]) {
      expect(button(name)).toBeEnabled();
    }
    expect(screen.getByTestId('invite-counter')).toHaveTextContent(/^Emails added: 1\/2$/);
  });

  it('should change the username: password, then Confirm Action, then the call', async () => {
    const { api, user } = setup();
    await fillAction(user, 'Change Username', 'new_name', PASSWORD);
    expect(callsTo(api, 'POST /api/users/verify-password').map((c) => c.body)).toEqual([
      { userId: 'u-1', password: PASSWORD },
    ]);
    expect(confirmDialog()).toHaveTextContent(
      'Change your username to "new_name"? You will not be able to change it again for 30 days.',
    );
    expect(callsTo(api, 'PUT /api/users/update-username')).toHaveLength(0);
    await confirm(user);
    expect(callsTo(api, 'PUT /api/users/update-username').map((c) => c.body)).toEqual([
      { userId: 'u-1', username: 'new_name' },
    ]);
    expect(screen.getByTestId('account-message')).toHaveTextContent(
      'Username updated successfully.',
    );
    // Said once, politely, by the dialog's live region (the green line is not a region).
    expect(screen.getByTestId('account-announcer')).toHaveTextContent(
      /^Username updated successfully\.$/,
    );
    expect(screen.getByTestId('account-announcer')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('account-message')).not.toHaveAttribute('role', 'status');
    expect(screen.getByRole('dialog', { name: 'Manage Account' })).toBeInTheDocument();
  });

  it("should stop at 'Incorrect password.' before any confirmation", async () => {
    const { api, user } = setup();
    await fillAction(user, 'Change Username', 'new_name', 'Wrong1!');
    expect(screen.getByTestId('account-message')).toHaveTextContent(/^Incorrect password\.$/);
    expect(screen.queryByRole('dialog', { name: 'Confirm Action' })).toBeNull();
    expect(callsTo(api, 'PUT /api/users/update-username')).toHaveLength(0);
  });

  it.each([
    ['', PASSWORD, 'New username is required.'],
    ['ab', PASSWORD, 'Username must be between 3 and 50 characters.'],
    ['new_name', '', 'Password is required.'],
  ])('should refuse username %p with password %p: %p', async (value, password, expected) => {
    const { api, user } = setup();
    await fillAction(user, 'Change Username', value || null, password);
    expect(screen.getByTestId('account-message')).toHaveTextContent(expected);
    expect(callsTo(api, 'POST /api/users/verify-password')).toHaveLength(0);
  });

  it("should show 'Failed to perform action: …' with the server's text and let the user retry", async () => {
    const { user } = setup({
      'PUT /api/users/update-username': {
        status: 409,
        body: { error: 'Username is already taken.' },
      },
    });
    await fillAction(user, 'Change Username', 'taken_name', PASSWORD);
    await confirm(user);
    expect(screen.getByTestId('account-message')).toHaveTextContent(
      'Failed to perform action: This username is already taken. Please choose a different one.',
    );
    expect(screen.getByLabelText('New Username')).toHaveValue('taken_name');
  });

  it('should explain a failed password check', async () => {
    const { user } = setup({ 'POST /api/users/verify-password': { status: 500, body: {} } });
    await fillAction(user, 'Delete This Account', null, PASSWORD);
    expect(screen.getByTestId('account-message')).toHaveTextContent(
      'Failed to verify password. Please try again.',
    );
  });

  it('should invite a friend with the address trimmed and lower-cased', async () => {
    const { api, user } = setup();
    await settle();
    await clickAndSettle(user, button('Invite a Friend'));
    await user.type(screen.getByLabelText("Friend's Email"), 'friend@');
    expect(screen.getByText('Invalid email format.')).toBeInTheDocument();
    await user.type(screen.getByLabelText("Friend's Email"), 'School.EDU ');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await clickAndSettle(user, button('Continue'));
    await transitions();
    expect(confirmDialog()).toHaveTextContent(
      'Add friend@school.edu to the whitelist so they can register?',
    );
    await confirm(user);
    expect(callsTo(api, 'POST /api/whitelist/user-email').map((c) => c.body)).toEqual([
      { email: 'friend@school.edu' },
    ]);
    expect(screen.getByTestId('account-message')).toHaveTextContent(
      'friend@school.edu can now register.',
    );
  });

  it('should end an e-mail change with the Email Verification modal', async () => {
    const { api, user } = setup();
    await fillAction(user, 'Change Email Address', 'New@School.edu', PASSWORD);
    await confirm(user);
    // The server asks for the password again: the one just checked is sent.
    expect(callsTo(api, 'POST /api/users/change-email').map((c) => c.body)).toEqual([
      { userId: 'u-1', newEmail: 'new@school.edu', password: PASSWORD },
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Email Verification' });
    expect(dialog).toHaveTextContent('A verification email has been sent to new@school.edu.');
  });

  it("should show the server's limit on e-mail change requests as received", async () => {
    const text = 'Too many email change requests. Please try again in 24 hours.';
    const { user } = setup({
      'POST /api/users/change-email': {
        status: 429,
        body: { error: text },
        headers: { 'Retry-After': '86400' },
      },
    });
    await fillAction(user, 'Change Email Address', 'new@school.edu', PASSWORD);
    await confirm(user);
    expect(screen.getByTestId('account-message')).toHaveTextContent(new RegExp(`^${text}$`));
    expect(screen.queryByRole('dialog', { name: 'Email Verification' })).toBeNull();
  });

  it('should download the data with the bearer token as user_data_{userId}.csv', async () => {
    const { user } = setup();
    const json = globalThis.fetch;
    // The JSON test double cannot answer a file; this route answers one.
    const file = new Blob(['\uFEFFsection,record,field,value\r\n'], { type: 'text/csv' });
    const fetchWithFile = jest.fn(async (input: string, init?: RequestInit) =>
      input === '/api/users/download-data/u-1'
        ? ({ ok: true, status: 200, blob: async () => file } as unknown as Response)
        : json(input, init),
    );
    globalThis.fetch = fetchWithFile as unknown as typeof fetch;
    await fillAction(user, 'Download Your Data', null, PASSWORD);
    await confirm(user);
    const call = fetchWithFile.mock.calls.find(
      ([input]) => input === '/api/users/download-data/u-1',
    );
    expect(call?.[1]?.headers).toEqual({ Accept: 'text/csv', Authorization: 'Bearer jwt-1' });
    expect(jest.mocked(saveFile).mock.calls).toEqual([[file, 'user_data_u-1.csv']]);
    expect(screen.getByTestId('account-message')).toHaveTextContent(
      'Your data was downloaded successfully.',
    );
  });

  it("should show the server's refusal of a download", async () => {
    const { user } = setup({
      'GET /api/users/download-data/u-1': {
        status: 403,
        body: { error: 'Data restricted to one download per month. Next possible on 2026-03-21.' },
      },
    });
    await fillAction(user, 'Download Your Data', null, PASSWORD);
    await confirm(user);
    expect(screen.getByTestId('account-message')).toHaveTextContent(
      'Failed to perform action: Data restricted to one download per month. Next possible on 2026-03-21.',
    );
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('should delete the account and log out to /login', async () => {
    const { api, user } = setup();
    await fillAction(user, 'Delete This Account', null, PASSWORD);
    expect(confirmDialog()).toHaveTextContent('Permanently delete your account and all your data?');
    await confirm(user);
    expect(callsTo(api, 'DELETE /api/users/delete/u-1').map((c) => c.body)).toEqual([
      { password: PASSWORD },
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("should show the server's 'Incorrect password.' when the re-entered password is refused", async () => {
    const { api, user } = setup({
      'DELETE /api/users/delete/u-1': { status: 403, body: { error: 'Incorrect password.' } },
    });
    await fillAction(user, 'Delete This Account', null, PASSWORD);
    await confirm(user);
    expect(callsTo(api, 'DELETE /api/users/delete/u-1')).toHaveLength(1);
    expect(screen.getByTestId('account-message')).toHaveTextContent(
      'Failed to perform action: Incorrect password.',
    );
    expect(localStorage.getItem('token')).toBe('jwt-1');
  });

  it('should not send a password that was never checked', async () => {
    const { api, user } = setup();
    await fillAction(user, 'Change Email Address', 'new@school.edu', 'Wrong1!');
    expect(screen.getByTestId('account-message')).toHaveTextContent(/^Incorrect password\.$/);
    expect(callsTo(api, 'POST /api/users/change-email')).toHaveLength(0);
  });
});
