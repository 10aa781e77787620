// The account dialog's test harness: its mocked API, fake clock and the steps of an action.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockRoute } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { saveFile } from '@aspire/domain';
import { ManageAccountDialog } from '../components/ManageAccountDialog';

export const NOW = new Date('2026-03-01T12:00:00.000Z');
export const TEN_DAYS_AGO = '2026-02-19T12:00:00.000Z';
export const PASSWORD = 'Secret1!';
export const NO_DATES = {
  lastEmailChangeDate: null,
  lastDataDownloadDate: null,
  lastUsernameChangeDate: null,
};

export type User = ReturnType<typeof userEvent.setup>;

export function setup(routes: Record<string, MockRoute> = {}, isAdmin = false) {
  localStorage.setItem('token', 'jwt-1');
  localStorage.setItem('userId', 'u-1');
  const api = mockApi({
    'GET /api/users/verify-token': { body: { valid: true, userId: 'u-1', role: 'user' } },
    'GET /api/users/user/u-1': { body: { username: 'ada', email: 'ada@school.edu', role: 'user' } },
    'GET /api/users/account-dates/u-1': { body: NO_DATES },
    'GET /api/whitelist/user-email-count': { body: { emailCount: 1, limitReached: false } },
    'GET /api/whitelist/earliest-email-addition/u-1': { body: { earliestDate: null } },
    'POST /api/users/verify-password': (req) => ({
      body: { isValid: (req.body as { password: string }).password === PASSWORD },
    }),
    'PUT /api/users/update-username': (req) => ({
      body: { ...(req.body as object), lastUsernameChangeDate: NOW.toISOString() },
    }),
    'POST /api/users/change-email': { body: { message: 'Verification email sent.' } },
    'POST /api/whitelist/user-email': { body: { message: 'friend@school.edu can now register.' } },
    'DELETE /api/users/delete/u-1': { body: { message: 'Account deleted.' } },
    ...routes,
  });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const onClose = jest.fn();
  renderApp({
    url: '/dashboard',
    routes: {
      '/dashboard': <ManageAccountDialog open onClose={onClose} userId="u-1" isAdmin={isAdmin} />,
    },
  });
  return { api, user, onClose };
}

/** MUI dialogs hide the page until their transitions end. */
export const transitions = () => settle(() => jest.advanceTimersByTimeAsync(400));
export const button = (name: string) => screen.getByRole('button', { name });

export async function fillAction(
  user: User,
  action: string,
  value: string | null,
  password: string,
) {
  await settle();
  await clickAndSettle(user, button(action));
  if (value !== null) {
    const label =
      { 'Invite a Friend': "Friend's Email", 'Change Username': 'New Username' }[action] ??
      'New Email';
    await user.type(screen.getByLabelText(label), value);
  }
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await clickAndSettle(user, button('Continue'));
  await transitions();
}

export const confirmDialog = () => screen.getByRole('dialog', { name: 'Confirm Action' });

export async function confirm(user: User) {
  await clickAndSettle(user, within(confirmDialog()).getByRole('button', { name: 'Confirm' }));
  await transitions();
}

/** Each test: a clean browser, the fake clock at NOW, the file-save mock reset. */
export function withAccountTestClock() {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers({ now: NOW });
    jest.mocked(saveFile).mockClear();
  });
  afterEach(() => jest.useRealTimers());
}
