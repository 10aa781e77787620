import { describe, expect, it } from '@jest/globals';
import { contrastFailures, contrastRatio } from './chart-contrast';

describe('chart contrast', () => {
  it('should measure as WCAG does: white on black 21:1, navy on white 8.3:1', () => {
    expect(contrastRatio('rgb(255, 255, 255)', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1e4e8c', 'rgb(255, 255, 255)')).toBeCloseTo(8.32, 2);
  });

  it('should name a pale bar and a dark count on a dark bar, and pass the rest', () => {
    const white = 'rgb(255, 255, 255)';
    const navy = 'rgb(30, 78, 140)';
    expect(
      contrastFailures({
        card: white,
        shapes: [navy, 'rgb(174, 199, 232)'],
        texts: [
          { text: '12', fill: white, on: navy },
          { text: '7', fill: 'rgb(51, 51, 51)', on: navy },
          { text: 'Week 3', fill: 'rgb(51, 51, 51)', on: white },
        ],
      }),
    ).toEqual([
      'shape rgb(174, 199, 232) on rgb(255, 255, 255): 1.73:1',
      'text "7" rgb(51, 51, 51) on rgb(30, 78, 140): 1.52:1',
    ]);
  });
});
