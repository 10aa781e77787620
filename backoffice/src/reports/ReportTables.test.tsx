import { render, screen, within } from '@testing-library/react';
import { DistributionTable, FunnelTable, WeeklyTable } from './ReportTables';

describe('report tables', () => {
  it('should show a group under 5 as "fewer than 5" and never its number', () => {
    render(
      <DistributionTable
        title="Top subjects"
        groups={[
          { name: 'Mathematics', students: 5 },
          { name: 'Physics', students: null },
        ]}
      />,
    );
    const physics = screen.getByText('Physics').closest('tr')!;
    expect(within(physics).getByText('fewer than 5')).toBeInTheDocument();
    const maths = screen.getByText('Mathematics').closest('tr')!;
    expect(within(maths).getByText('5')).toBeInTheDocument();
  });

  it('should list each funnel stage with its count and conversion', () => {
    render(
      <FunnelTable
        stages={[
          { key: 'registered', label: 'Registered', count: 12, rate: null },
          { key: 'verified', label: 'Verified', count: 10, rate: 83.3 },
        ]}
      />,
    );
    expect(screen.getByTestId('funnel-verified')).toHaveTextContent('Verified1083.3%');
    expect(screen.getByTestId('funnel-registered')).toHaveTextContent('Registered12—');
  });

  it('should give the weekly chart its numbers as a table', () => {
    render(
      <WeeklyTable
        weeks={[{ week_start: '2026-11-02', registrations: 7, verifications: 5, completions: 2 }]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Per week' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Week starting', 'Registrations', 'Verifications', 'Completions']);
    expect(within(table).getByText('2026-11-02').closest('tr')).toHaveTextContent('2026-11-02752');
  });
});
