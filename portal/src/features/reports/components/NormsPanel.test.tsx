import { render, screen, within } from '@testing-library/react';
import type { NormsResponse } from '../api/get-norms';
import { NormsPanel } from './NormsPanel';

const base: NormsResponse = {
  session_id: 's2',
  norm_group: {
    scope: 'all',
    students: 1240,
    label: 'compared with 1,240 students who took this version',
  },
  message: null,
  facets: [{ facet: 'Artistic', average: 4.25, sem: 0.31, band: { low: 60, high: 80 } }],
  retake: null,
};

describe('NormsPanel (issue 15)', () => {
  it('names the norm group and shows each band with its measurement error', () => {
    render(<NormsPanel norms={base} />);
    expect(screen.getByTestId('norm-group')).toHaveTextContent(
      'Your percentile bands are compared with 1,240 students who took this version.',
    );
    const row = screen.getByText('Artistic').closest('tr')!;
    expect(within(row).getByText('4.25')).toBeInTheDocument();
    expect(within(row).getByText('0.31')).toBeInTheDocument();
    expect(within(row).getByText('between the 60th and 80th percentile')).toBeInTheDocument();
  });

  it('says no comparison is available yet, with no percentile column', () => {
    const message =
      'No comparison is available yet: fewer than 100 students have taken this version.';
    render(
      <NormsPanel
        norms={{ ...base, norm_group: null, message, facets: [{ ...base.facets[0], band: null }] }}
      />,
    );
    expect(screen.getByTestId('norm-group')).toHaveTextContent(message);
    expect(screen.queryByText('Percentile band')).not.toBeInTheDocument();
    expect(screen.queryByText(/percentile$/)).not.toBeInTheDocument();
  });

  it('on a retake, says which changes are beyond measurement error', () => {
    render(
      <NormsPanel
        norms={{
          ...base,
          retake: {
            session_id: 's1',
            completed_at: '2026-01-01T00:00:00.000Z',
            facets: [
              { facet: 'Artistic', before: 2, after: 4.25, rci: 3.6, direction: 'up' },
              { facet: 'Social', before: 3, after: 3.25, rci: 0.4, direction: 'none' },
            ],
          },
        }}
      />,
    );
    const list = screen.getByTestId('retake-changes');
    expect(list).toHaveTextContent(
      'Artistic: 2.0 → 4.3: a reliable increase, beyond measurement error',
    );
    expect(list).toHaveTextContent(
      'Social: 3.0 → 3.3: within measurement error (no reliable change)',
    );
  });

  it('draws nothing without a completion', () => {
    const { container } = render(<NormsPanel norms={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
