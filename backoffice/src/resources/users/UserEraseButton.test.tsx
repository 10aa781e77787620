/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, RecordContextProvider, type DataProvider } from 'react-admin';
import { AppNotification } from '../../components/AppNotification';
import { hideLegacyInputPropsWarning } from '../../testing/known-warnings';
import { UserEraseButton } from './UserEraseButton';

const pupil = { id: 'u-1', email: 'pupil@demo-school.test', username: 'pupil', role: 'user' };

const renderButton = (eraseUser: jest.Mock) =>
  render(
    <AdminContext dataProvider={{ eraseUser } as unknown as DataProvider}>
      <RecordContextProvider value={pupil}>
        <UserEraseButton />
      </RecordContextProvider>
      <AppNotification />
    </AdminContext>,
  );

const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
  return within(await screen.findByRole('dialog'));
};

jest.setTimeout(20_000);
beforeEach(() => hideLegacyInputPropsWarning());
afterEach(() => jest.restoreAllMocks());

describe('UserEraseButton', () => {
  it('should name the account and ask for the reason before deleting', async () => {
    const eraseUser = jest.fn();
    renderButton(eraseUser);
    const dialog = await openDialog();
    expect(dialog.getByText('Delete the account of pupil@demo-school.test?')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    expect(
      await dialog.findByText('Please give the reason for deleting this account.'),
    ).toBeInTheDocument();
    expect(eraseUser).not.toHaveBeenCalled();
  });

  it('should erase with the trimmed reason and say so in a toast', async () => {
    const eraseUser = jest.fn().mockResolvedValue({ data: { message: 'Account deleted' } });
    renderButton(eraseUser);
    const dialog = await openDialog();
    fireEvent.change(dialog.getByRole('textbox', { name: /Reason/ }), {
      target: { value: '  The parent asked by letter ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    expect(
      await screen.findByText('The account of pupil@demo-school.test was deleted.'),
    ).toBeInTheDocument();
    expect(eraseUser).toHaveBeenCalledWith('u-1', 'The parent asked by letter');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("should show the server's refusal in words", async () => {
    // react-admin logs every failed data call; that log is expected here.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const eraseUser = jest
      .fn()
      .mockRejectedValue(new HttpError('This record belongs to another school.', 403));
    renderButton(eraseUser);
    const dialog = await openDialog();
    fireEvent.change(dialog.getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Asked by the school' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    expect(
      await screen.findByText(
        'Could not delete the account: This record belongs to another school.',
      ),
    ).toBeInTheDocument();
  });

  it('should erase nothing when cancelled', async () => {
    const eraseUser = jest.fn();
    renderButton(eraseUser);
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(eraseUser).not.toHaveBeenCalled();
  });
});
