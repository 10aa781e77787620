import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, type MockRoute } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { PendingInvitations } from './PendingInvitations';

const DAY = 86_400_000;
const invitation = (overrides: Record<string, unknown> = {}) => ({
  invitation_id: 'i-1',
  task_id: 't-1',
  inviter_id: 'u-9',
  inviter_email: 'ada@demo.test',
  inviter_username: 'ada',
  invitee_id: 'u-1',
  invitee_email: 'bob@demo.test',
  subject: 'Physics',
  status: 'pending',
  // Sent 1.5 days ago: 3.5 days left, said as 4.
  created_at: new Date(Date.now() - 1.5 * DAY).toISOString(),
  valid: true,
  message: null,
  accept_blocked: null,
  ...overrides,
});

async function open(routes: Record<string, MockRoute>) {
  localStorage.setItem('token', 'jwt-1');
  localStorage.setItem('userId', 'u-1');
  const api = mockApi({
    'GET /api/users/verify-token': { body: { valid: true, userId: 'u-1', role: 'user' } },
    ...routes,
  });
  const onAccepted = jest.fn();
  renderApp({
    url: '/dashboard',
    routes: { '/dashboard': <PendingInvitations userId="u-1" onAccepted={onAccepted} /> },
  });
  await settle();
  return { api, onAccepted, user: userEvent.setup() };
}

let confirm: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => jest.restoreAllMocks());

describe('Team Challenge invitations on the dashboard', () => {
  it('should say who invited, to which subject and how many days are left', async () => {
    await open({
      'GET /api/team/invitations': {
        body: {
          invitations: [
            invitation(),
            invitation({
              invitation_id: 'i-2',
              inviter_username: 'cy',
              subject: 'Law',
              created_at: new Date(Date.now() - 4.5 * DAY).toISOString(),
            }),
          ],
        },
      },
    });
    const region = screen.getByRole('region', { name: 'Team Challenge invitations' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByText(/invited you/).textContent)).toEqual([
      'ada invited you to a Physics Team Challenge. 4 days left to answer.',
      'cy invited you to a Law Team Challenge. 1 day left to answer.',
    ]);
    expect(within(items[0]).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(within(items[0]).getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('should draw nothing without invitations, or for a student already in a team (403)', async () => {
    await open({
      'GET /api/team/invitations': {
        status: 403,
        body: {
          error:
            'You cannot accept new invitations as you are already an invitee in an active team.',
        },
      },
    });
    expect(screen.queryByRole('region', { name: 'Team Challenge invitations' })).toBeNull();
  });

  it('should accept after the confirmation and open the team', async () => {
    let answered = false;
    const { api, onAccepted, user } = await open({
      'GET /api/team/invitations': () => ({
        body: { invitations: answered ? [] : [invitation()] },
      }),
      'POST /api/invitations/action': () => {
        answered = true;
        return { status: 201, body: { taskId: 't-1', message: 'Invitation accepted.' } };
      },
    });
    await clickAndSettle(user, screen.getByRole('button', { name: 'Accept' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/^Accept this invitation\?/));
    expect(callsTo(api, 'POST /api/invitations/action')[0]?.body).toEqual({
      invitationId: 'i-1',
      action: 'accept',
      userId: 'u-1',
    });
    expect(onAccepted).toHaveBeenCalledWith('Physics');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('should disable Accept with the reason beside it, before any confirmation', async () => {
    const reason = 'You are restricted from accepting new invitations until 2027-01-05.';
    const { api } = await open({
      'GET /api/team/invitations': {
        body: { invitations: [invitation({ accept_blocked: reason })] },
      },
    });
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(accept).toBeDisabled();
    expect(accept).toHaveAccessibleDescription(reason);
    expect(confirm).not.toHaveBeenCalled();
    expect(callsTo(api, 'POST /api/invitations/action')).toHaveLength(0);
  });

  it('should show the server refusal of a decline and keep the invitation', async () => {
    const { user } = await open({
      'GET /api/team/invitations': { body: { invitations: [invitation()] } },
      'POST /api/invitations/action': {
        status: 404,
        body: { error: 'Invitation not found or already responded' },
      },
    });
    await clickAndSettle(user, screen.getByRole('button', { name: 'Decline' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invitation not found or already responded',
    );
  });
});
