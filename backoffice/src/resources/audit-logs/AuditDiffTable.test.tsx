import { render, screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { AuditDiffTable } from './AuditDiffTable';

const renderDiff = (record: Record<string, unknown>) =>
  render(
    <RecordContextProvider value={{ id: 1, ...record }}>
      <AuditDiffTable />
    </RecordContextProvider>,
  );

describe('AuditDiffTable', () => {
  it('should list each changed key with its old and new value', () => {
    renderDiff({
      before: { options: [{ optionText: 'Agree', score: 4 }], question_text: 'Same' },
      after: { options: [{ optionText: 'Agree', score: 5 }], question_text: 'Same' },
    });
    const rows = within(screen.getByTestId('audit-diff')).getAllByRole('row');
    expect(rows).toHaveLength(2); // the header and one change
    expect(within(rows[1]).getByText('options[0].score')).toBeInTheDocument();
    expect(within(rows[1]).getByTestId('diff-before')).toHaveTextContent('4');
    expect(within(rows[1]).getByTestId('diff-after')).toHaveTextContent('5');
    expect(rows[1]).toHaveAttribute('data-change', 'changed');
  });

  it('should show a created record as added keys with an empty old side', () => {
    renderDiff({ before: null, after: { value: 'new-school.edu' } });
    const row = within(screen.getByTestId('audit-diff')).getAllByRole('row')[1];
    expect(row).toHaveAttribute('data-change', 'added');
    expect(within(row).getByTestId('diff-before')).toHaveTextContent('—');
    expect(within(row).getByTestId('diff-after')).toHaveTextContent('new-school.edu');
  });

  it('should say so when nothing changed', () => {
    renderDiff({ before: { a: 1 }, after: { a: 1 } });
    expect(screen.getByText('No field changed.')).toBeInTheDocument();
  });
});
