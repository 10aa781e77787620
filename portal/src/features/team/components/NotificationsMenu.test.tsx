import { INVITEE_IN_TEAM } from '@aspire/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, type MockRoute } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { invitation } from '../testing/fixtures';
import { ACCEPT_CONFIRM, NotificationsMenu } from './NotificationsMenu';

const pending = invitation({ status: 'pending', inviter_id: 'u-9', invitee_id: 'u-1' });

async function open(overrides: Record<string, MockRoute> = {}) {
  localStorage.setItem('token', 'jwt-1');
  localStorage.setItem('userId', 'u-1');
  const api = mockApi({
    'GET /api/users/verify-token': { body: { valid: true, userId: 'u-1', role: 'user' } },
    'GET /api/team/invitations': { body: { invitations: [pending] } },
    'GET /api/notifications': {
      body: {
        notifications: [
          {
            id: 1,
            kind: 'invitation',
            message: 'ada invited you to a Physics Team Challenge.',
            task_id: 't-1',
            created_at: new Date().toISOString(),
            read: false,
          },
        ],
        unread: 1,
      },
    },
    'POST /api/notifications/read': { status: 201, body: { unread: 0 } },
    ...overrides,
  });
  const onOpenTeam = jest.fn();
  const onBadgeCount = jest.fn();
  renderApp({
    url: '/dashboard_enrich',
    routes: {
      '/dashboard_enrich': (
        <NotificationsMenu
          userId="u-1"
          isAdmin={false}
          onOpenTeam={onOpenTeam}
          onBadgeCount={onBadgeCount}
        />
      ),
    },
  });
  await settle();
  return { api, onOpenTeam, onBadgeCount, user: userEvent.setup() };
}

let confirm: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => jest.restoreAllMocks());

describe('Notifications menu', () => {
  it('should count pending invitations for the Team badge and mark notes read on open', async () => {
    const { api, onBadgeCount, user } = await open();
    expect(onBadgeCount).toHaveBeenLastCalledWith(1);
    await clickAndSettle(user, screen.getByRole('button', { name: /Notifications/ }));
    expect(
      screen.getByText('ada (ada@demo.test) invited you to a Physics Team Challenge.'),
    ).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/notifications/read')).toHaveLength(1);
  });

  it('should accept after confirmation and open the Team tab', async () => {
    const { api, onOpenTeam, user } = await open({
      'POST /api/invitations/action': {
        status: 201,
        body: { taskId: 't-1', message: 'Invitation accepted.' },
      },
    });
    await clickAndSettle(user, screen.getByRole('button', { name: /Notifications/ }));
    await clickAndSettle(user, screen.getByRole('button', { name: 'Accept' }));
    expect(confirm).toHaveBeenCalledWith(ACCEPT_CONFIRM);
    expect(callsTo(api, 'POST /api/invitations/action')[0]?.body).toEqual({
      invitationId: 'i-1',
      action: 'accept',
      userId: 'u-1',
    });
    expect(onOpenTeam).toHaveBeenCalled();
  });

  it('should show the server refusal as received', async () => {
    const { user } = await open({
      'POST /api/invitations/action': {
        status: 403,
        body: { error: 'You cannot accept invitations as an inviter.' },
      },
    });
    await clickAndSettle(user, screen.getByRole('button', { name: /Notifications/ }));
    await clickAndSettle(user, screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByText('You cannot accept invitations as an inviter.')).toBeInTheDocument();
  });

  it('should explain why an invitee sees no invitations', async () => {
    const { user } = await open({
      'GET /api/team/invitations': { status: 403, body: { error: INVITEE_IN_TEAM } },
    });
    await clickAndSettle(user, screen.getByRole('button', { name: /Notifications/ }));
    expect(screen.getByText(INVITEE_IN_TEAM)).toBeInTheDocument();
  });
});
