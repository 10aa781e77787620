/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  HttpError,
  RecordContextProvider,
  ResourceContextProvider,
  type DataProvider,
} from 'react-admin';
import { AppNotification } from '../../components/AppNotification';
import { WhitelistDeleteButton } from './WhitelistDeleteButton';
import { hideLegacyInputPropsWarning } from '../../testing/known-warnings';

const entry = { id: 7, type: 'domain', value: 'old-school.edu', school_name: null };

const renderButton = (dataProvider: Partial<DataProvider>) =>
  render(
    <AdminContext dataProvider={dataProvider as DataProvider}>
      <ResourceContextProvider value="whitelist">
        <RecordContextProvider value={entry}>
          <WhitelistDeleteButton />
        </RecordContextProvider>
      </ResourceContextProvider>
      <AppNotification />
    </AdminContext>,
  );

const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  return within(await screen.findByRole('dialog'));
};

jest.setTimeout(20_000);
beforeEach(() => hideLegacyInputPropsWarning());
afterEach(() => jest.restoreAllMocks());

describe('WhitelistDeleteButton', () => {
  it('should ask "Confirm Deletion" with the entry value, and Cancel and Delete buttons', async () => {
    renderButton({ delete: jest.fn() });
    const dialog = await openDialog();
    expect(dialog.getByText('Confirm Deletion')).toBeInTheDocument();
    expect(
      dialog.getByText('Are you sure you want to remove old-school.edu from the whitelist?'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('should delete nothing when cancelled', async () => {
    const remove = jest.fn();
    renderButton({ delete: remove });
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
  });

  it('should delete the entry on Delete and say it was removed', async () => {
    const remove = jest.fn().mockResolvedValue({ data: entry });
    renderButton({ delete: remove });
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('old-school.edu removed from whitelist.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('whitelist', expect.objectContaining({ id: 7 }));
  });

  it("should show the server's message when the delete fails", async () => {
    // react-admin logs every failed data call; that log is expected here.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const remove = jest.fn().mockRejectedValue(new HttpError('Entry not found.', 404));
    renderButton({ delete: remove });
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete entry: Entry not found.')).toBeInTheDocument();
  });
});
