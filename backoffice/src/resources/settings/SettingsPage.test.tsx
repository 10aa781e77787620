/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderInAdmin } from '../../testing/in-admin';
import { SettingsPage } from './SettingsPage';

const SWITCH = "Allow the outside AI service to receive students' scores and subject names";

jest.setTimeout(20_000);
// react-admin logs every refused data-provider call; these refusals are the point of the test.
const quietRefusals = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);
afterEach(() => jest.restoreAllMocks());

describe('SettingsPage', () => {
  it('should show the stored setting and save a change through the data provider', async () => {
    const getAiSharing = jest
      .fn()
      .mockResolvedValue({ data: { enabled: false, provider: 'openai-compatible' } });
    const saveAiSharing = jest
      .fn()
      .mockResolvedValue({ data: { enabled: true, provider: 'openai-compatible' } });
    renderInAdmin(<SettingsPage />, { getAiSharing, saveAiSharing });
    const toggle = await screen.findByRole('switch', { name: SWITCH });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByText(/built-in offline writer/)).not.toBeInTheDocument();

    fireEvent.click(toggle);
    expect(await screen.findByText('AI sharing turned on')).toBeInTheDocument();
    expect(saveAiSharing).toHaveBeenCalledWith(true);
    await waitFor(() => expect(screen.getByRole('switch', { name: SWITCH })).toBeChecked());
    expect(getAiSharing).toHaveBeenCalledTimes(1);
  });

  it('should say that the offline writer sends nothing, and show a refusal in words', async () => {
    quietRefusals();
    const getAiSharing = jest
      .fn()
      .mockResolvedValue({ data: { enabled: true, provider: 'offline' } });
    const saveAiSharing = jest.fn().mockRejectedValue(new HttpError('Admins only.', 403));
    renderInAdmin(<SettingsPage />, { getAiSharing, saveAiSharing });
    expect(await screen.findByText(/built-in offline writer/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: SWITCH }));
    expect(await screen.findByText('Admins only.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: SWITCH })).toBeChecked();
  });

  it("should show the server's error when the setting cannot be read", async () => {
    quietRefusals();
    const getAiSharing = jest.fn().mockRejectedValue(new HttpError('Admins only.', 403));
    renderInAdmin(<SettingsPage />, { getAiSharing, saveAiSharing: jest.fn() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only.');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
