import { screen } from '@testing-library/react';
import { settle } from '../../../testing/settle';
import {
  TEN_DAYS_AGO,
  setup,
  button,
  withAccountTestClock,
} from '../testing/account-dialog-harness';

jest.mock('@aspire/domain', () => ({
  ...jest.requireActual<object>('@aspire/domain'),
  saveFile: jest.fn(),
}));

withAccountTestClock();

describe('ManageAccountDialog limits', () => {
  const recent = {
    lastEmailChangeDate: TEN_DAYS_AGO,
    lastDataDownloadDate: TEN_DAYS_AGO,
    lastUsernameChangeDate: TEN_DAYS_AGO,
  };

  it('should disable actions under their 30-day cooldown, with the tooltip and the last date', async () => {
    const { user } = setup({ 'GET /api/users/account-dates/u-1': { body: recent } });
    await settle();
    expect(button('Change Username')).toBeDisabled();
    expect(button('Change Email Address')).toBeDisabled();
    expect(button('Download Your Data')).toBeDisabled();
    expect(button('Delete This Account')).toBeEnabled();
    await user.hover(screen.getByTestId('locked-username'));
    await settle(() => jest.advanceTimersByTimeAsync(500));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Username restricted to one change per month. Last changed on 19 February 2026; available again on 21 March 2026.',
    );
  });

  it('should disable Invite a Friend at 2/2 with the next available date', async () => {
    setup({
      'GET /api/whitelist/user-email-count': { body: { emailCount: 2, limitReached: true } },
      'GET /api/whitelist/earliest-email-addition/u-1': {
        body: { earliestDate: '2026-06-10T09:00:00.000Z' },
      },
    });
    await settle();
    expect(button('Invite a Friend')).toBeDisabled();
    expect(screen.getByTestId('invite-lock')).toHaveTextContent(
      'Emails added: 2/2. You can add another email on 10 June 2026.',
    );
    // The counter is said once.
    expect(screen.getAllByText(/Emails added/)).toHaveLength(1);
    expect(screen.queryByTestId('invite-counter')).toBeNull();
  });

  it('should exempt admins from the cooldowns and the invite limit', async () => {
    setup(
      {
        'GET /api/users/account-dates/u-1': { body: recent },
        'GET /api/whitelist/user-email-count': { body: { emailCount: 2, limitReached: true } },
      },
      true,
    );
    await settle();
    for (const name of [
      'Invite a Friend',
      'Change Username',
      'Change Email Address',
      'Download Your Data',
    ]) {
      expect(button(name)).toBeEnabled();
    }
  });

  it('should say when the username or the invite status cannot be loaded', async () => {
    setup({
      'GET /api/users/user/u-1': { status: 500, body: {} },
      'GET /api/whitelist/user-email-count': { status: 500, body: {} },
    });
    await settle();
    expect(
      screen.getByText('Failed to load username. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch email addition status.')).toBeInTheDocument();
  });
});
