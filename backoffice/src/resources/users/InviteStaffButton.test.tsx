/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, useCanAccess, type AuthProvider, type DataProvider } from 'react-admin';
import { canAccess } from '../../access/canAccess';
import { AppNotification } from '../../components/AppNotification';
import { hideLegacyInputPropsWarning } from '../../testing/known-warnings';
import { InviteStaffButton } from './InviteStaffButton';

const schools = [
  { id: 3, name: 'Hillside' },
  { id: 7, name: 'Riverside' },
];

/** Shown once the access rules have answered (a list every staff member may read). */
const AccessAnswered = () => {
  const { canAccess: answered } = useCanAccess({ resource: 'users', action: 'list' });
  return answered ? <p>access answered</p> : null;
};

const renderAs = (role: 'admin' | 'coordinator', inviteStaff: jest.Mock) => {
  const authProvider: AuthProvider = {
    login: jest.fn(),
    logout: jest.fn(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    // The back-office's own rules: coordinators have no grant for staff invitations.
    canAccess: ({ resource, action }) => Promise.resolve(canAccess(role, resource, action)),
  };
  const dataProvider = {
    getList: jest.fn().mockResolvedValue({ data: schools, total: 2 }),
    inviteStaff,
  } as Partial<DataProvider>;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider as DataProvider}
      queryClient={queryClient}
    >
      <InviteStaffButton />
      <AccessAnswered />
      <AppNotification />
    </AdminContext>,
  );
};

jest.setTimeout(20_000);
beforeEach(() => hideLegacyInputPropsWarning());
afterEach(() => jest.restoreAllMocks());

describe('InviteStaffButton', () => {
  it("should not be a coordinator's", async () => {
    renderAs('coordinator', jest.fn());
    await screen.findByText('access answered');
    expect(screen.queryByRole('button', { name: 'Invite staff' })).not.toBeInTheDocument();
  });

  it('should invite a coordinator of the chosen school and say so', async () => {
    const inviteStaff = jest
      .fn()
      .mockResolvedValue({ data: { message: 'Invitation sent to new@hillside.test.' } });
    renderAs('admin', inviteStaff);
    fireEvent.click(await screen.findByRole('button', { name: 'Invite staff' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite staff' }));
    const send = dialog.getByRole('button', { name: 'Send invitation' });
    expect(send).toBeDisabled();
    fireEvent.change(dialog.getByRole('textbox', { name: /Email/ }), {
      target: { value: ' new@hillside.test ' },
    });
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'School' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Hillside' }));
    fireEvent.click(send);
    expect(await screen.findByText('Invitation sent to new@hillside.test.')).toBeInTheDocument();
    expect(inviteStaff).toHaveBeenCalledWith({
      email: 'new@hillside.test',
      role: 'coordinator',
      school_id: 3,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("should show the server's refusal in the dialog", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = 'This address already has an account. Change its role under Users instead.';
    renderAs('admin', jest.fn().mockRejectedValue(new Error(refusal)));
    fireEvent.click(await screen.findByRole('button', { name: 'Invite staff' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite staff' }));
    fireEvent.change(dialog.getByRole('textbox', { name: /Email/ }), {
      target: { value: 'pupil@hillside.test' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(refusal);
  });
});
