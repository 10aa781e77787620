import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChartFigure } from './ChartFigure';

const table = {
  columns: ['Scale', 'Score'],
  rows: [
    { key: 'm', cells: ['Mathematics', '4.3'] },
    { key: 'a', cells: ['Art', '2.0'] },
  ],
};

describe('ChartFigure', () => {
  it('should caption the chart and show its data as a table on request', async () => {
    render(
      <ChartFigure caption="Top subjects chart" table={table}>
        <svg role="img" aria-label="drawing" />
      </ChartFigure>,
    );
    expect(screen.getByRole('figure', { name: 'Top subjects chart' })).toContainElement(
      screen.getByRole('img', { name: 'drawing' }),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    const shown = screen.getByRole('table', { name: 'Top subjects chart' });
    expect(screen.getByRole('button', { name: 'Hide data table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Scale',
      'Score',
    ]);
    expect(screen.getByRole('rowheader', { name: 'Mathematics' })).toBeInTheDocument();
    expect(shown).toHaveTextContent('Art2.0');

    await user.click(screen.getByRole('button', { name: 'Hide data table' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
