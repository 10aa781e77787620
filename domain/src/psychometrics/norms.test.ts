import fc from 'fast-check';
import { percentileBand, percentileRank } from './norms';

const histogramOf = (totals: number[]) => {
  const counts = new Map<number, number>();
  totals.forEach((t) => counts.set(t, (counts.get(t) ?? 0) + 1));
  return [...counts].map(([total, count]) => ({ total, count }));
};

describe('percentile rank (mid-rank)', () => {
  it('counts those below and half of those equal', () => {
    // 10 students: 4 below 12, 2 at 12 → (4 + 1) / 10 = 50 %.
    const h = histogramOf([8, 9, 10, 11, 12, 12, 13, 14, 15, 16]);
    expect(percentileRank(h, 12)).toBe(50);
    expect(percentileRank(h, 7)).toBe(0);
    expect(percentileRank(h, 17)).toBe(100);
    expect(percentileRank([], 3)).toBeNull();
  });

  it('grows with the score', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 200 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        (totals, a, b) => {
          const h = histogramOf(totals);
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          return (percentileRank(h, lo) as number) <= (percentileRank(h, hi) as number);
        },
      ),
    );
  });
});

describe('percentile band', () => {
  const h = histogramOf(Array.from({ length: 100 }, (_, i) => i));

  it('spans the ranks of score ± SEM, rounded outwards to fives', () => {
    // score 50, SEM 7: ranks of 43 (43.5) and 57 (57.5) → 40–60.
    expect(percentileBand(h, 50, 7)).toEqual({ low: 40, high: 60 });
  });

  it('falls back to the decile without an SEM and stays within 1–99', () => {
    expect(percentileBand(h, 55, null)).toEqual({ low: 50, high: 60 });
    expect(percentileBand(h, 0, 3)).toEqual({ low: 1, high: 5 });
    expect(percentileBand(h, 99, null)).toEqual({ low: 90, high: 99 });
  });

  it('always contains the percentile rank', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 200 }),
        fc.integer({ min: 0, max: 40 }),
        fc.option(fc.double({ min: 0.1, max: 10, noNaN: true }), { nil: null }),
        (totals, score, sem) => {
          const hist = histogramOf(totals);
          const pr = percentileRank(hist, score) as number;
          const band = percentileBand(hist, score, sem)!;
          return (
            band.low <= Math.max(1, Math.min(99, pr)) && Math.min(99, Math.max(1, pr)) <= band.high
          );
        },
      ),
    );
  });
});
