/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  defaultI18nProvider,
  ResourceContextProvider,
  SimpleForm,
} from 'react-admin';
import { OptionsInput } from './OptionsInput';
import { hideLegacyInputPropsWarning } from '../../testing/known-warnings';

const renderOptions = (options: { optionText: string; score: number }[]) =>
  render(
    <AdminContext i18nProvider={defaultI18nProvider}>
      <ResourceContextProvider value="questions">
        <SimpleForm record={{ id: 1, options }} toolbar={false}>
          <OptionsInput />
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );

// The iterator shows its buttons on hover only (visibility: hidden), which leaves them without an
// accessible name: find them by their aria-label instead.
const removeButtons = () => screen.queryAllByLabelText('Remove');

jest.setTimeout(20_000);
beforeEach(() => hideLegacyInputPropsWarning());
afterEach(() => jest.restoreAllMocks());

describe('OptionsInput', () => {
  it('should not offer to remove the last option', async () => {
    renderOptions([{ optionText: 'Agree', score: 1 }]);
    expect(await screen.findByDisplayValue('Agree')).toBeInTheDocument();
    expect(removeButtons()).toHaveLength(0);
  });

  it('should offer to remove options while more than one is left', async () => {
    renderOptions([
      { optionText: 'Agree', score: 1 },
      { optionText: 'Disagree', score: 0 },
    ]);
    await screen.findByDisplayValue('Disagree');
    expect(removeButtons()).toHaveLength(2);

    fireEvent.click(removeButtons()[1]);
    await waitFor(() => expect(screen.queryByDisplayValue('Disagree')).not.toBeInTheDocument());
    expect(removeButtons()).toHaveLength(0);
  });

  it('should add an option with score 0 and turn non-numeric input into 0', async () => {
    renderOptions([{ optionText: 'Agree', score: 3 }]);
    fireEvent.click(await screen.findByLabelText('Add'));
    const scores = await screen.findAllByLabelText('Score');
    expect(scores).toHaveLength(2);
    expect(scores[1]).toHaveValue(0);

    fireEvent.change(scores[0], { target: { value: '' } });
    fireEvent.blur(scores[0]);
    await waitFor(() => expect(scores[0]).toHaveValue(0));
  });
});
