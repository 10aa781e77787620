import { render, screen, within } from '@testing-library/react';
import { DistributionTable, FunnelTable } from './ReportTables';

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
});
