import { render, screen, within } from '@testing-library/react';
import { ScoreTable } from './ScoreTable';

const rows = [
  { facet: 'Openness', average: '3.40', total: '17', note: null },
  { facet: 'Psychology and Behavioural Sciences', average: '2.00', total: '10', note: 'A note.' },
];

/** A screen `width` px wide, as matchMedia answers it for min-/max-width queries. */
function screenWidth(width: number) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  }) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('ScoreTable', () => {
  it('shows ± SEM beside the average where the norms provide one, and nothing where not', () => {
    render(
      <ScoreTable
        rows={rows}
        emptyText="none"
        caption="scores"
        sems={new Map([['Openness', 0.314]])}
      />,
    );
    expect(screen.getByRole('row', { name: /Openness/ })).toHaveTextContent('3.40 ± 0.31');
    expect(screen.getByRole('row', { name: /Psychology/ })).not.toHaveTextContent('±');
  });

  it('on a 390 px phone stacks each facet with its Total Score, in no sideways-scrolling box', () => {
    const restore = screenWidth(390);
    try {
      render(
        <ScoreTable
          rows={rows}
          emptyText="none"
          caption="Subject Scores"
          sems={new Map([['Openness', 0.314]])}
        />,
      );
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.queryByRole('region')).toBeNull();
      const cards = within(screen.getByRole('list', { name: 'Subject Scores' })).getAllByRole(
        'listitem',
      );
      expect(cards.map((c) => c.textContent)).toEqual([
        'OpennessAverage Score3.40 ± 0.31Total Score17',
        'Psychology and Behavioural SciencesAverage Score2.00Total Score10A note.',
      ]);
    } finally {
      restore();
    }
  });

  it('on a wider screen keeps the three columns', () => {
    const restore = screenWidth(1024);
    try {
      render(<ScoreTable rows={rows} emptyText="none" caption="Subject Scores" />);
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
        'Facet',
        'Average Score',
        'Total Score',
      ]);
      expect(screen.getByRole('row', { name: /Openness/ })).toHaveTextContent('Openness3.4017');
    } finally {
      restore();
    }
  });
});
