import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { answering } from '../testing/in-admin';
import type { ReportFilters } from './report-data';
import { RecoveryCodesCard, reissueWarning } from './RecoveryCodesCard';

const issue = jest.fn();
const renderCard = (filters: ReportFilters) =>
  render(
    <AdminContext
      dataProvider={{ issueRecoveryCodes: answering(issue) } as unknown as DataProvider}
    >
      <RecoveryCodesCard filters={filters} />
    </AdminContext>,
  );

describe('RecoveryCodesCard', () => {
  it('should ask for a year group or class before issuing', async () => {
    renderCard({});
    expect(await screen.findByRole('button', { name: /^Issue codes/ })).toBeDisabled();
  });

  it("should issue codes for the chosen class and show the sheet once, with each student's code", async () => {
    issue.mockResolvedValue({
      expires_at: '2026-12-10T12:00:00.000Z',
      codes: [
        {
          user_id: 'u1',
          username: 'ami_k',
          year_group: 'Year 11',
          class_name: '11R',
          code: 'ABCD-EFGH-JKMN-PQRS',
        },
      ],
    });
    renderCard({ school_id: 3, class_name: '11R' });
    fireEvent.click(await screen.findByRole('button', { name: 'Issue codes for 11R' }));
    // Nothing is issued before the confirmation that says what the new codes revoke.
    expect(await screen.findByText(reissueWarning('11R'))).toBeInTheDocument();
    expect(issue).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Issue codes' }));
    const sheet = await screen.findByTestId('recovery-sheet');
    expect(issue).toHaveBeenCalledWith({ school_id: 3, year_group: undefined, class_name: '11R' });
    expect(sheet).toHaveTextContent('ami_k');
    expect(sheet).toHaveTextContent('ABCD-EFGH-JKMN-PQRS');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Print slips' })).toBeEnabled();
    // The print view: one slip per code, outside the app, with the full address and expiry.
    const slips = screen.getByTestId('recovery-slips');
    expect(slips.parentElement).toBe(document.body);
    expect(slips.querySelectorAll('.recovery-slip')).toHaveLength(1);
    expect(slips).toHaveTextContent('ABCD-EFGH-JKMN-PQRS');
    expect(slips).toHaveTextContent('http://localhost/recover');
    expect(slips).toHaveTextContent('Valid until 10 December 2026, once.');
  });
});
