/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError, ResourceContextProvider, type DataProvider } from 'react-admin';
import { AppNotification } from '../../components/AppNotification';
import { WhitelistCreate } from './WhitelistCreate';
import { hideLegacyInputPropsWarning } from '../../testing/known-warnings';

const schools = [{ id: 1, name: 'Demo School' }];

const renderCreate = (create: jest.Mock) => {
  const dataProvider = {
    getList: jest.fn().mockResolvedValue({ data: schools, total: 1 }),
    getMany: jest.fn().mockResolvedValue({ data: schools }),
    create,
  } as Partial<DataProvider>;
  render(
    <AdminContext dataProvider={dataProvider as DataProvider}>
      <ResourceContextProvider value="whitelist">
        <WhitelistCreate />
      </ResourceContextProvider>
      <AppNotification />
    </AdminContext>,
  );
};

const valueInput = () => screen.findByLabelText('Domain or email');
const addButton = () => screen.getByRole('button', { name: 'Add' });
const type = async (text: string) =>
  fireEvent.change(await valueInput(), { target: { value: text } });

jest.setTimeout(20_000);
beforeEach(() => hideLegacyInputPropsWarning());
afterEach(() => jest.restoreAllMocks());

describe('WhitelistCreate', () => {
  it('should validate the value on every change and keep Add disabled while it is invalid', async () => {
    renderCreate(jest.fn());
    await type('ada@school');
    expect(await screen.findByText(/^Invalid domain format \(e\.g\., .+\)$/)).toBeInTheDocument();
    expect(addButton()).toBeDisabled();

    await type('   ');
    expect(await screen.findByText('Please enter a value')).toBeInTheDocument();
    expect(addButton()).toBeDisabled();

    await type('new-school.edu');
    await waitFor(() => expect(addButton()).toBeEnabled());
  });

  it('should clear the value and its error when the type changes', async () => {
    renderCreate(jest.fn());
    await type('not a domain');
    expect(await screen.findByText(/^Invalid domain format/)).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Email'));

    await waitFor(async () => expect(await valueInput()).toHaveValue(''));
    expect(screen.queryByText(/^Invalid domain format/)).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter a value')).not.toBeInTheDocument();
  });

  it('should send the trimmed value and announce what the server stored', async () => {
    const create = jest.fn().mockResolvedValue({
      data: { id: 9, type: 'email', value: 'ada@school.edu', school_id: null },
    });
    renderCreate(create);
    fireEvent.click(await screen.findByLabelText('Email'));
    await type('  Ada@School.edu ');
    await waitFor(() => expect(addButton()).toBeEnabled());
    fireEvent.click(addButton());

    expect(await screen.findByText('ada@school.edu added to whitelist.')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      'whitelist',
      expect.objectContaining({ data: { type: 'email', value: 'Ada@School.edu' } }),
    );
  });

  it("should show the server's reason when the entry cannot be added", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const create = jest
      .fn()
      .mockRejectedValue(new HttpError('This entry is already on the whitelist.', 409));
    renderCreate(create);
    await type('demo-school.test');
    await waitFor(() => expect(addButton()).toBeEnabled());
    fireEvent.click(addButton());

    expect(
      await screen.findByText('Failed to add entry: This entry is already on the whitelist.'),
    ).toBeInTheDocument();
  });
});
