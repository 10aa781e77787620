import {
  careerSuggestedMax,
  chartSection,
  displayLabels,
  motivationBars,
  radarPoints,
  radarScale,
  tableRows,
  wholeTicks,
} from './chart-data';
import { makeSection } from '../testing/fixtures';

describe('radar data', () => {
  it('should give one point per label with its average under the Score series', () => {
    expect(radarPoints(makeSection(['Visual', 'Auditory'], [3.666, 2]))).toEqual([
      { label: 'Visual', values: { Score: 3.666 } },
      { label: 'Auditory', values: { Score: 2 } },
    ]);
  });

  it('should show empty labels as Unknown and keep repeated labels distinct', () => {
    expect(displayLabels(['', '  ', null, 'A', 'A'])).toEqual([
      'Unknown',
      'Unknown (2)',
      'Unknown (3)',
      'A',
      'A (2)',
    ]);
  });

  it('should scale 0 to the suggested maximum in steps of 1, growing past it when needed', () => {
    expect(radarScale([3.2, 4.9], 5)).toEqual({ maxValue: 5, gridLevels: 5 });
    expect(radarScale([6.2], 5)).toEqual({ maxValue: 7, gridLevels: 7 });
    expect(radarScale([], 5)).toEqual({ maxValue: 5, gridLevels: 5 });
    expect(careerSuggestedMax('cognitiveAbilities')).toBe(10);
    expect(careerSuggestedMax('bigFive')).toBe(5);
    expect(wholeTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('should refuse a section without labels or without a first dataset with data', () => {
    expect(chartSection(undefined)).toBeNull();
    expect(chartSection({ labels: [], datasets: [{ data: [] }] })).toBeNull();
    expect(chartSection({ labels: ['A'], datasets: [] })).toBeNull();
    expect(chartSection({ labels: ['A'] })).toBeNull();
    expect(chartSection(makeSection(['A'], [1]))).not.toBeNull();
  });
});

describe('table rows', () => {
  it('should sort by average, highest first, with 1-decimal scores and the notes', () => {
    const section = makeSection(
      ['Planning', 'Monitoring', 'Reflection'],
      [2.333, 4.5, 3],
      [7, 13.5, 9],
      { Monitoring: 'Checks progress.', Planning: '   ' },
    );
    expect(tableRows(section)).toEqual([
      { facet: 'Monitoring', average: '4.5', total: '13.5', note: 'Checks progress.' },
      { facet: 'Reflection', average: '3.0', total: '9.0', note: null },
      { facet: 'Planning', average: '2.3', total: '7.0', note: null },
    ]);
  });

  it('should show N/A for a missing score and sort it last', () => {
    const section = {
      labels: ['A', 'B'],
      datasets: [{ data: [null, 2], totalScores: [4], facetNote: {} }],
    };
    expect(tableRows(section)).toEqual([
      { facet: 'B', average: '2.0', total: 'N/A', note: null },
      { facet: 'A', average: 'N/A', total: '4.0', note: null },
    ]);
  });

  it('should also read notes given as a list per label', () => {
    const section = {
      labels: ['A'],
      datasets: [{ data: [1], totalScores: [1], facetNote: ['n'] }],
    };
    expect(tableRows(section)?.[0]?.note).toBe('n');
  });

  it('should need labels, data and totalScores', () => {
    expect(tableRows(undefined)).toBeNull();
    expect(tableRows({ labels: [], datasets: [{ data: [], totalScores: [] }] })).toBeNull();
    expect(tableRows({ labels: ['A'], datasets: [{ data: [1] }] })).toBeNull();
  });
});

describe('motivation bars', () => {
  it('should make the higher bar strong and the other dim', () => {
    const bars = motivationBars(
      makeSection(['Intrinsic Motivation', 'Extrinsic Motivation'], [3.25, 4]),
    );
    expect(bars).toEqual([
      {
        id: 'Intrinsic Motivation',
        label: 'Intrinsic Motivation',
        value: 3.25,
        emphasis: 'dim',
      },
      {
        id: 'Extrinsic Motivation',
        label: 'Extrinsic Motivation',
        value: 4,
        emphasis: 'strong',
      },
    ]);
  });

  it('should make both strong on a tie (neither is lower)', () => {
    const bars = motivationBars(makeSection(['I', 'E'], [3.5, 3.5]));
    expect(bars.map((b) => b.emphasis)).toEqual(['strong', 'strong']);
  });
});
