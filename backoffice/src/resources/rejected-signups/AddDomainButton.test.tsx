/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  RecordContextProvider,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { AppNotification } from '../../components/AppNotification';
import { answering } from '../../testing/in-admin';
import { hideLegacyInputPropsWarning } from '../../testing/known-warnings';
import { AddDomainButton } from './AddDomainButton';

const add = jest.fn();

const schools = [
  { id: 3, name: 'Hillside' },
  { id: 7, name: 'Riverside' },
];

const renderAs = (role: 'admin' | 'coordinator') => {
  const authProvider: AuthProvider = {
    login: jest.fn(),
    logout: jest.fn(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    canAccess: ({ resource }) =>
      Promise.resolve(role === 'admin' || resource !== 'whitelist.school'),
  };
  const dataProvider = {
    getList: jest.fn().mockResolvedValue({ data: schools, total: 2 }),
    addRejectedDomain: answering(add),
  } as Partial<DataProvider>;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider as DataProvider}
      queryClient={queryClient}
    >
      <RecordContextProvider value={{ id: 12, domain: 'riverside.test', attempts: 5 }}>
        <AddDomainButton />
      </RecordContextProvider>
      <AppNotification />
    </AdminContext>,
  );
};

jest.setTimeout(20_000);
beforeEach(() => {
  hideLegacyInputPropsWarning();
  add.mockReset().mockResolvedValue({ message: 'riverside.test was added to the whitelist.' });
});

describe('AddDomainButton', () => {
  it("should add the domain to a coordinator's own school in one click", async () => {
    renderAs('coordinator');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to my school' }));
    expect(await screen.findByText('riverside.test was added to the whitelist.')).toBeVisible();
    expect(add).toHaveBeenCalledWith(12, undefined);
  });

  it('should make an admin choose the school before adding', async () => {
    renderAs('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to a school…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add @riverside.test to a school' });
    const confirm = within(dialog).getByRole('button', { name: 'Add' });
    expect(confirm).toBeDisabled();
    const select = within(dialog).getByRole('combobox', { name: 'School' });
    await within(dialog).findByRole('option', { name: 'Riverside' });
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a school', 'Hillside', 'Riverside']);
    fireEvent.change(select, { target: { value: '7' } });
    await waitFor(() => expect(confirm).toBeEnabled());
    fireEvent.click(confirm);
    expect(await screen.findByText('riverside.test was added to the whitelist.')).toBeVisible();
    expect(add).toHaveBeenCalledWith(12, 7);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("should show the server's refusal and keep the dialog open", async () => {
    add.mockRejectedValueOnce(new Error('This rejected domain is no longer listed.'));
    renderAs('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to a school…' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Hillside' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'School' }), {
      target: { value: '3' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This rejected domain is no longer listed.')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});
