import { render, screen, within } from '@testing-library/react';
import { DistributionTable, FunnelTable, ResponseQualityTable, WeeklyTable } from './ReportTables';

describe('report tables', () => {
  it('should split flagged sessions by assessment and flag type, "fewer than 5" for 1 to 4', () => {
    render(
      <ResponseQualityTable
        rows={[
          {
            assessment_type: 'Career',
            completed_sessions: 120,
            flagged_sessions: 9,
            flags: [
              { flag: 'straightLining', sessions: 7 },
              { flag: 'speeding', sessions: null },
              { flag: 'contradictory', sessions: 0 },
              { flag: 'acquiescent', sessions: 5 },
            ],
          },
          {
            assessment_type: 'Learning',
            completed_sessions: 40,
            flagged_sessions: 0,
            flags: [
              { flag: 'straightLining', sessions: 0 },
              { flag: 'speeding', sessions: 0 },
              { flag: 'contradictory', sessions: 0 },
              { flag: 'acquiescent', sessions: 0 },
            ],
          },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Flagged sessions by assessment' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Assessment',
      'Completed',
      'Flagged',
      'very alike answers',
      'rushed answers',
      'contradictory answers',
      'agreeing with both sides',
    ]);
    expect(within(table).getByRole('row', { name: /FutureReady/ })).toHaveTextContent(
      'FutureReady12097fewer than 505',
    );
    expect(within(table).getByRole('row', { name: /StudyStyle/ })).toHaveTextContent(
      'StudyStyle4000000',
    );
  });

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
        weeks={[
          {
            week_start: '2026-09-07T00:00:00.000Z',
            registrations: 7,
            verifications: 5,
            completions: 2,
          },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Per week' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Week starting', 'Registrations', 'Verifications', 'Completions']);
    expect(within(table).getByText('7 Sep 2026').closest('tr')).toHaveTextContent('7 Sep 2026752');
  });
});
