/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, RecordContextProvider, TextInput } from 'react-admin';
import { renderInAdmin } from '../../testing/in-admin';
import { hideLegacyInputPropsWarning } from '../../testing/known-warnings';
import { toQuestionPayload } from './question-form';
import { WordingOnlyInput } from './WordingOnlyInput';

jest.setTimeout(20_000);
beforeEach(() => hideLegacyInputPropsWarning());
afterEach(() => jest.restoreAllMocks());

const record = { id: 7, question_text: 'I like maths.' };

describe('WordingOnlyInput', () => {
  it('should show the old and new wording side by side once the edit is marked wording-only, and send the mark', async () => {
    const onSubmit = jest.fn();
    renderInAdmin(
      <RecordContextProvider value={record}>
        <Form
          record={record}
          onSubmit={(values: Record<string, unknown>) => onSubmit(toQuestionPayload(values))}
        >
          <TextInput source="question_text" label="Question" />
          <WordingOnlyInput />
          <button type="submit">Save</button>
        </Form>
      </RecordContextProvider>,
      {},
    );
    fireEvent.change(await screen.findByLabelText('Question'), {
      target: { value: 'I like mathematics.' },
    });
    expect(screen.queryByTestId('wording-diff')).not.toBeInTheDocument();
    fireEvent.click(
      screen.getByLabelText(
        'Wording only — equivalent (students stay compared with the same group)',
      ),
    );
    const diff = await screen.findByTestId('wording-diff');
    expect(diff).toHaveTextContent('Before: I like maths.After: I like mathematics.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ question_text: 'I like mathematics.', wording_only: true }),
      ),
    );
  });
});
