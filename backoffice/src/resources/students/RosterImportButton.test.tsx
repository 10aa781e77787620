/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import type { RosterResult } from '@aspire/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { answering } from '../../testing/in-admin';
import { hideLegacyInputPropsWarning } from '../../testing/known-warnings';
import { RosterImportButton } from './RosterImportButton';

const preview = jest.fn();
const imported = jest.fn();

const CSV = 'email,year_group,class_name\nmo@school.test,Year 10,10C\nbad,,\n';
const line = (over: Partial<RosterResult['lines'][number]>) => ({
  line: 2,
  email: 'mo@school.test',
  status: 'moved' as const,
  year_group: 'Year 10',
  class_name: '10C',
  from_year_group: 'Year 10',
  from_class_name: '10A',
  reason: null,
  ...over,
});
const RESULT: RosterResult = {
  added: 0,
  moved: 1,
  unchanged: 0,
  already_present: 1,
  students_updated: 1,
  rejected: [{ line: 3, value: 'bad', reason: 'Invalid email format' }],
  lines: [
    line({}),
    line({
      line: 3,
      email: 'bad',
      status: 'refused',
      year_group: null,
      class_name: null,
      from_year_group: null,
      from_class_name: null,
      reason: 'Invalid email format',
    }),
  ],
};

const choose = (text: string) =>
  fireEvent.change(screen.getByLabelText('Roster CSV'), {
    // jsdom's File has no text(): the browser's does.
    target: {
      files: [
        Object.assign(new File([text], 'roster.csv', { type: 'text/csv' }), {
          text: () => Promise.resolve(text),
        }),
      ],
    },
  });

jest.setTimeout(20_000);
beforeEach(() => {
  hideLegacyInputPropsWarning();
  preview.mockReset().mockResolvedValue(RESULT);
  imported.mockReset().mockResolvedValue(RESULT);
  render(
    <AdminContext
      dataProvider={
        {
          previewRoster: answering(preview),
          importRoster: answering(imported),
        } as Partial<DataProvider> as DataProvider
      }
    >
      <RosterImportButton />
    </AdminContext>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Import roster' }));
});

describe('Importing a roster', () => {
  it('should show each line of the chosen file and import nothing until asked', async () => {
    choose(CSV);
    const table = await screen.findByRole('table', { name: 'Roster preview' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '2mo@school.testMovedYear 10 / 10A → Year 10 / 10C',
      '3badRefusedInvalid email format',
    ]);
    expect(screen.getByTestId('roster-counts')).toHaveTextContent(
      'Added 0, moved 1, unchanged 0, refused 1.',
    );
    expect(preview).toHaveBeenCalledWith(CSV);
    expect(imported).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Import 1 line' }));
    expect(await screen.findByTestId('roster-result')).toHaveTextContent('Imported.');
    expect(imported).toHaveBeenCalledWith(CSV);
    expect(screen.queryByRole('table', { name: 'Roster preview' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Roster imported' })).toBeVisible();
  });

  it('should show a later bad file’s error alone, not beside the previous result', async () => {
    choose(CSV);
    fireEvent.click(await screen.findByRole('button', { name: 'Import 1 line' }));
    await screen.findByTestId('roster-result');
    preview.mockRejectedValueOnce(new Error('The CSV could not be read.'));
    choose('"unclosed');
    expect(await screen.findByText('The CSV could not be read.')).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('roster-result')).not.toBeInTheDocument());
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });
});
