import { render, screen } from '@testing-library/react';
import { ScoreTable } from './ScoreTable';

const rows = [
  { facet: 'Openness', average: '3.40', total: '17', note: null },
  { facet: 'Grit', average: '2.00', total: '10', note: null },
];

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
    expect(screen.getByRole('row', { name: /Grit/ })).not.toHaveTextContent('±');
  });
});
