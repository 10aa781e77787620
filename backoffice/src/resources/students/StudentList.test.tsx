/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { AppNotification } from '../../components/AppNotification';
import { answering } from '../../testing/in-admin';
import { hideLegacyInputPropsWarning } from '../../testing/known-warnings';
import { StudentList } from './StudentList';

const invite = jest.fn();

jest.setTimeout(30_000);
beforeEach(() => {
  hideLegacyInputPropsWarning();
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const row = (email: string, state: string, username: string | null, rostered = true) => ({
  id: username ? `u-${username}` : `entry-${email.length}`,
  user_id: username ? `u-${username}` : null,
  state,
  rostered,
  username,
  email,
  year_group: 'Year 10',
  class_name: '10A',
  registered_at: username ? '2026-09-01T08:00:00.000Z' : null,
  verified_at: state === 'active' ? '2026-09-02T08:00:00.000Z' : null,
  last_active_at: username ? '2026-09-03T08:00:00.000Z' : null,
});

const ROWS = [
  row('amy@school.test', 'active', 'amy'),
  row('ben@school.test', 'not_verified', 'ben'),
  row('cara@school.test', 'not_registered', null),
];

const renderList = () => {
  const getList = jest.fn().mockResolvedValue({ data: ROWS, total: ROWS.length });
  render(
    <AdminContext
      dataProvider={
        { getList, inviteUnregistered: answering(invite) } as Partial<DataProvider> as DataProvider
      }
    >
      <ResourceContextProvider value="students">
        <StudentList />
      </ResourceContextProvider>
      <AppNotification />
    </AdminContext>,
  );
  return getList;
};

describe('StudentList: the roster', () => {
  it('should show every rostered student with the state of their account', async () => {
    renderList();
    const cara = (await screen.findByText('cara@school.test')).closest('tr')!;
    expect(within(cara).getByText('Not registered')).toBeInTheDocument();
    const ben = screen.getByText('ben@school.test').closest('tr')!;
    expect(within(ben).getByText('Not verified')).toBeInTheDocument();
    const amy = screen.getByText('amy@school.test').closest('tr')!;
    expect(within(amy).getByText('Active')).toBeInTheDocument();
    // The dates a head of year rarely needs start hidden (the column chooser shows them).
    expect(screen.queryByRole('columnheader', { name: 'Registered' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Last active' })).toBeInTheDocument();
  });

  it('should say how many invitations went and why the rest were skipped', async () => {
    invite.mockResolvedValue({
      matched: 3,
      sent: 2,
      skipped: 1,
      reasons: [{ reason: 'Invited less than a day ago.', count: 1 }],
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite the not registered' }));
    expect(
      await screen.findByText('Sent 2, skipped 1. 1 × Invited less than a day ago.'),
    ).toBeInTheDocument();
    expect(invite).toHaveBeenCalledWith({ year_group: undefined, class_name: undefined });
  });
});
