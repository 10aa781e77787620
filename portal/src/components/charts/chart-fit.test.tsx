import { render, screen } from '@testing-library/react';
import { BarChart, RadarChart } from './index';

const bars = [
  { id: 'a', label: 'Physics', value: 4 },
  { id: 'b', label: 'History', value: 3 },
];

// TBT of /dashboard: on a phone, reading window.innerWidth lays out the page, and
// inside React's commit the page is everything React has just inserted. A window narrower than
// the chart decides at the first render, so the commit must not ask again.
describe('a chart on a narrow window', () => {
  // jsdom keeps innerWidth as a plain value on the window: replaced by a getter that counts.
  const original = Object.getOwnPropertyDescriptor(window, 'innerWidth');
  const widthReads = jest.fn(() => 400);

  beforeEach(() => {
    widthReads.mockClear();
    Object.defineProperty(window, 'innerWidth', { configurable: true, get: widthReads });
  });

  afterEach(() => {
    if (original) Object.defineProperty(window, 'innerWidth', original);
  });

  it('should draw its bars at once and read the window width once, at the first render', () => {
    render(
      <BarChart
        bars={bars}
        layout="horizontal"
        maxValue={5}
        tickValues={[0, 5]}
        height={200}
        ariaLabel="Scores chart"
      />,
    );

    expect(screen.getByRole('group', { name: 'Scores chart' })).toHaveTextContent('Physics');
    expect(widthReads).toHaveBeenCalledTimes(1);
  });

  it('should do the same for a radar drawn as bars', () => {
    render(
      <RadarChart
        points={[{ label: 'Realistic', values: { Score: 4 } }]}
        series={['Score']}
        maxValue={5}
        gridLevels={5}
        height={300}
        ariaLabel="Interests chart"
      />,
    );

    expect(screen.getByRole('group', { name: 'Interests chart' })).toHaveTextContent('Realistic');
    expect(widthReads).toHaveBeenCalledTimes(1);
  });
});
