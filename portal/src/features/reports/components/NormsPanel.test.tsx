import type { NormsResponse } from '@aspire/domain';
import { render, screen, within } from '@testing-library/react';
import { NormsPanel } from './NormsPanel';

const base: NormsResponse = {
  session_id: 's2',
  min_respondents: 100,
  message: null,
  facets: [
    {
      facet: 'Artistic',
      category: 'FutureReady',
      average: 4.25,
      sem: 0.31,
      band: { low: 60, high: 80 },
      group: {
        scope: 'all',
        students: 1240,
        routed: false,
        label: 'among 1,240 students who answered the same questions',
      },
      reason: null,
    },
  ],
  retake: null,
};

const surgery = {
  facet: 'Surgery',
  category: 'Part II',
  average: 4.5,
  sem: null,
  band: null,
  group: null,
  reason:
    'Not compared yet: only 4 students have answered the Surgery questions so far, and a fair comparison needs at least 100.',
};

describe('NormsPanel', () => {
  it("names each facet's own group under its band, with its measurement error", () => {
    render(<NormsPanel norms={{ ...base, facets: [...base.facets, surgery] }} />);
    expect(screen.getByTestId('norm-group')).toHaveTextContent(
      'Each percentile band compares you with the group named under it.',
    );
    const row = screen.getByText('Artistic').closest('tr')!;
    expect(within(row).getByText('4.25')).toBeInTheDocument();
    expect(within(row).getByText('0.31')).toBeInTheDocument();
    expect(row.cells[3]).toHaveTextContent(
      'between the 60th and 80th percentileamong 1,240 students who answered the same questions',
    );
    // A facet answered by 4 students has no band, and says why.
    const small = screen.getByText('Surgery').closest('tr')!;
    expect(small.cells[3]).toHaveTextContent(surgery.reason);
    expect(small.cells[3]).not.toHaveTextContent(/percentile/);
  });

  it('says no comparison is available yet when no facet has a band', () => {
    const message =
      'No comparison is available yet: fewer than 100 students have answered these questions.';
    render(<NormsPanel norms={{ ...base, message, facets: [surgery] }} />);
    expect(screen.getByTestId('norm-group')).toHaveTextContent(message);
    expect(screen.queryByText(/between the/)).not.toBeInTheDocument();
  });

  it("shows only the facets of the report's own part", () => {
    render(
      <NormsPanel
        norms={{ ...base, facets: [...base.facets, surgery] }}
        categories={['Part II']}
      />,
    );
    expect(
      screen.getAllByTestId<HTMLTableRowElement>('norm-row').map((r) => r.cells[0].textContent),
    ).toEqual(['Surgery']);
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
      'Artistic: 2.0 then, 4.3 now. Clearly higher: the change is larger than measurement error.',
    );
    expect(list).toHaveTextContent(
      'Social: 3.0 then, 3.3 now. This difference is within measurement error, so it may not be a real change.',
    );
  });

  it('draws nothing without a completion', () => {
    const { container } = render(<NormsPanel norms={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
