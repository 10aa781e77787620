import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AREA_COLORS } from '../../config/palette';
import { barRows, radarRows, ScoreBars } from './ScoreBars';

const LONG = 'Applied Mathematics and Statistics for the Natural Sciences';

// On a narrow screen the radar was a blob under 24 stacked labels and the bar
// labels were cut ("ied Mathematics"). The list form writes every label in full.
describe('charts as labelled bars on narrow screens', () => {
  it('should write each label in full with its value', () => {
    render(
      <ScoreBars
        rows={barRows({ bars: [{ id: 'a', label: LONG, value: 4.25 }], area: 'Subject' })}
        maxValue={5}
        decimals={1}
        ariaLabel="Top Subject Scores chart"
      />,
    );
    const chart = screen.getByRole('group', { name: 'Top Subject Scores chart' });
    expect(within(chart).getByText(LONG)).toBeInTheDocument();
    expect(within(chart).getByText('4.3')).toBeInTheDocument();
  });

  it('should keep clickable labels as buttons', async () => {
    const onClick = jest.fn();
    render(
      <ScoreBars
        rows={radarRows(
          { points: [{ label: 'Realistic', values: { Score: 4 } }], series: ['Score'] },
          ['#000000'],
        )}
        maxValue={5}
        decimals={2}
        ariaLabel="FutureReady Profile Index chart"
        onRowClick={onClick}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Realistic' }));
    expect(onClick).toHaveBeenCalledWith('Realistic', expect.any(Object));
  });

  it('should give a merged radar row only the section it belongs to, in its colour', () => {
    const rows = radarRows(
      {
        points: [
          { label: 'Realistic', values: { Interests: 4, 'Big Five': 0 } },
          { label: 'Openness', values: { Interests: 0, 'Big Five': 3.5 } },
        ],
        series: ['Interests', 'Big Five'],
      },
      ['#111111', '#222222'],
    );
    expect(rows.map((r) => r.values)).toEqual([
      [{ key: 'Interests', value: 4, color: '#111111' }],
      [{ key: 'Big Five', value: 3.5, color: '#222222' }],
    ]);
  });

  it('should colour bars by area, dimmed ones lighter', () => {
    const rows = barRows({
      bars: [
        { id: 'i', label: 'Intrinsic', value: 4.5, emphasis: 'strong' },
        { id: 'e', label: 'Extrinsic', value: 2.5, emphasis: 'dim' },
      ],
      area: 'Career',
    });
    expect(rows.map((r) => [r.strong, r.values[0].color])).toEqual([
      [true, AREA_COLORS.Career.main],
      [false, AREA_COLORS.Career.dim],
    ]);
  });
});
