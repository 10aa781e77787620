import fc from 'fast-check';
import { fCdf, fQuantile } from './f-distribution';
import {
  covarianceMatrix,
  cronbachAlpha,
  feldtInterval,
  ItemSums,
  reliableChange,
  scaleStatistics,
  scaleStatisticsFromPairs,
  standardErrorOfMeasurement,
} from './reliability';

/** Respondents × items → the sums SQL would deliver. */
function sumsOf(rows: number[][]): ItemSums {
  const k = rows[0].length;
  const sums = Array.from({ length: k }, (_, i) => rows.reduce((a, r) => a + r[i], 0));
  const products = Array.from({ length: k }, (_, i) =>
    Array.from({ length: k }, (_, j) => rows.reduce((a, r) => a + r[i] * r[j], 0)),
  );
  return { n: rows.length, sums, products };
}

// Direct (two-pass) statistics, the textbook way, to check the one-pass sums against.
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const variance = (xs: number[]) => {
  const m = mean(xs);
  return xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1);
};
const correlation = (xs: number[], ys: number[]) => {
  const mx = mean(xs);
  const my = mean(ys);
  const cov = xs.reduce((a, x, i) => a + (x - mx) * (ys[i] - my), 0);
  const sx = Math.sqrt(xs.reduce((a, x) => a + (x - mx) ** 2, 0));
  const sy = Math.sqrt(ys.reduce((a, y) => a + (y - my) ** 2, 0));
  return cov / (sx * sy);
};
const directAlpha = (rows: number[][]) => {
  const k = rows[0].length;
  const itemVariances = Array.from({ length: k }, (_, i) => variance(rows.map((r) => r[i])));
  const totals = rows.map((r) => r.reduce((a, b) => a + b, 0));
  return (k / (k - 1)) * (1 - itemVariances.reduce((a, b) => a + b, 0) / variance(totals));
};

const alphaOf = (rows: number[][]) => cronbachAlpha(covarianceMatrix(sumsOf(rows)));

// Four respondents, three items, worked by hand:
// item variances 5/3, 2/3, 5/3 (sum 4); totals 5, 8, 10, 13 (variance 34/3);
// α = 3/2 · (1 − 4 / (34/3)) = 3/2 · 22/34 = 33/34.
const HAND = [
  [1, 2, 2],
  [2, 3, 3],
  [3, 3, 4],
  [4, 4, 5],
];

describe("Cronbach's α from sums of products", () => {
  it('matches the hand-computed example: 33/34', () => {
    expect(alphaOf(HAND)).toBeCloseTo(33 / 34, 12);
  });

  it('is 1 for duplicated items', () => {
    const rows = [1, 3, 2, 5, 4, 4].map((x) => [x, x, x]);
    expect(alphaOf(rows)).toBeCloseTo(1, 12);
  });

  it('is undefined for one item and for a total that does not vary', () => {
    expect(alphaOf([[1], [2], [3]])).toBeNull();
    expect(
      alphaOf([
        [2, 2],
        [2, 2],
        [2, 2],
      ]),
    ).toBeNull();
  });

  it('gives the textbook example from the covariance form too (k = 2, r = 0.5 → α = 2/3)', () => {
    // Two standardised items correlating 0.5: α = 2·0.5 / (1 + 0.5) (Spearman–Brown).
    expect(
      cronbachAlpha([
        [1, 0.5],
        [0.5, 1],
      ]),
    ).toBeCloseTo(2 / 3, 12);
  });

  it('corrected item–total r and α if item deleted agree with a direct computation', () => {
    const rows = [
      [1, 2, 2, 5],
      [2, 3, 3, 1],
      [3, 3, 4, 4],
      [4, 4, 5, 2],
      [5, 4, 4, 3],
      [2, 1, 2, 4],
    ];
    const stats = scaleStatistics(sumsOf(rows));
    rows[0].forEach((_, i) => {
      const item = rows.map((r) => r[i]);
      const rest = rows.map((r) => r.reduce((a, b) => a + b, 0) - r[i]);
      expect(stats.items[i].itemTotalR).toBeCloseTo(correlation(item, rest), 10);
      const without = rows.map((r) => r.filter((_, j) => j !== i));
      expect(stats.items[i].alphaIfDeleted).toBeCloseTo(directAlpha(without), 10);
      expect(stats.items[i].mean).toBeCloseTo(mean(item), 12);
      expect(stats.items[i].sd).toBeCloseTo(Math.sqrt(variance(item)), 12);
    });
    const totals = rows.map((r) => r.reduce((a, b) => a + b, 0));
    expect(stats.totalMean).toBeCloseTo(mean(totals), 12);
    expect(stats.totalSd).toBeCloseTo(Math.sqrt(variance(totals)), 12);
    expect(stats.alpha).toBeCloseTo(directAlpha(rows), 12);
  });

  it('leaves α if deleted empty when only one item would remain', () => {
    const stats = scaleStatistics(
      sumsOf([
        [1, 2],
        [2, 2],
        [3, 4],
      ]),
    );
    expect(stats.items.map((i) => i.alphaIfDeleted)).toEqual([null, null]);
    expect(stats.items[0].itemTotalR).toBeCloseTo(correlation([1, 2, 3], [2, 2, 4]), 12);
  });
});

// Likert answers 1–5: 2–6 items, 3–40 respondents.
const likert = fc
  .tuple(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 3, max: 40 }))
  .chain(([k, n]) =>
    fc.array(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: k, maxLength: k }), {
      minLength: n,
      maxLength: n,
    }),
  );

describe('α properties', () => {
  it('equals the two-pass textbook formula', () => {
    fc.assert(
      fc.property(likert, (rows) => {
        const alpha = alphaOf(rows);
        const totals = rows.map((r) => r.reduce((a, b) => a + b, 0));
        if (variance(totals) === 0) return alpha === null;
        return Math.abs((alpha as number) - directAlpha(rows)) < 1e-9;
      }),
    );
  });

  it('is undefined when every respondent has the same total, whatever the rounding', () => {
    // Each row sums to 17: the total does not vary, yet the summed covariances leave a residue.
    const rows = [
      [4, 3, 2, 1, 2, 5],
      [3, 2, 4, 2, 5, 1],
      [3, 3, 1, 2, 4, 4],
      [4, 1, 2, 4, 3, 3],
    ];
    expect(alphaOf(rows)).toBeNull();
    // In this order the residue was a hair above zero: α of about −10¹⁷.
    expect(alphaOf(rows.map((r) => [0, 1, 2, 5, 3, 4].map((i) => r[i])))).toBeNull();
  });

  it('does not depend on the order of the items', () => {
    fc.assert(
      fc.property(likert, fc.integer(), (rows, seed) => {
        const k = rows[0].length;
        const order = Array.from({ length: k }, (_, i) => i).sort(
          (a, b) => ((a * 7919 + seed) % 13) - ((b * 7919 + seed) % 13) || a - b,
        );
        const shuffled = rows.map((r) => order.map((i) => r[i]));
        const a = alphaOf(rows);
        const b = alphaOf(shuffled);
        return a === null ? b === null : Math.abs(a - (b as number)) < 1e-9;
      }),
    );
  });

  it('does not depend on the order of the respondents, nor on a shift of every answer', () => {
    fc.assert(
      fc.property(likert, fc.integer({ min: -3, max: 3 }), (rows, shift) => {
        const a = alphaOf(rows);
        const b = alphaOf([...rows].reverse().map((r) => r.map((x) => x + shift)));
        return a === null ? b === null : Math.abs(a - (b as number)) < 1e-9;
      }),
    );
  });

  it('pairwise sums give the same statistics as complete sums', () => {
    fc.assert(
      fc.property(likert, (rows) => {
        const sums = sumsOf(rows);
        const k = sums.sums.length;
        const pairs = [];
        for (let i = 0; i < k; i++)
          for (let j = i; j < k; j++)
            pairs.push({
              i,
              j,
              n: sums.n,
              sumI: sums.sums[i],
              sumJ: sums.sums[j],
              sumProducts: sums.products[i][j],
            });
        const a = scaleStatistics(sums);
        const b = scaleStatisticsFromPairs(k, pairs)!;
        const same = (x: number | null, y: number | null) =>
          x === null ? y === null : y !== null && Math.abs(x - y) < 1e-9;
        return (
          same(a.alpha, b.alpha) &&
          a.n === b.n &&
          same(a.totalMean, b.totalMean) &&
          a.items.every(
            (it, i) =>
              same(it.itemTotalR, b.items[i].itemTotalR) &&
              same(it.alphaIfDeleted, b.items[i].alphaIfDeleted),
          )
        );
      }),
    );
  });

  it('pairwise statistics need every pair', () => {
    expect(
      scaleStatisticsFromPairs(2, [{ i: 0, j: 0, n: 5, sumI: 10, sumJ: 10, sumProducts: 30 }]),
    ).toBeNull();
  });

  it('is at most 1, and item–total r stays within [−1, 1]', () => {
    fc.assert(
      fc.property(likert, (rows) => {
        const stats = scaleStatistics(sumsOf(rows));
        return (
          (stats.alpha === null || stats.alpha <= 1 + 1e-12) &&
          stats.items.every((i) => i.itemTotalR === null || Math.abs(i.itemTotalR) <= 1)
        );
      }),
    );
  });

  it('Feldt interval contains α and narrows as n grows', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        fc.integer({ min: 10, max: 500 }),
        fc.integer({ min: 2, max: 20 }),
        (alpha, n, k) => {
          const small = feldtInterval(alpha, n, k);
          const large = feldtInterval(alpha, n * 4, k);
          return (
            small.lower < alpha &&
            alpha < small.upper &&
            large.upper - large.lower < small.upper - small.lower
          );
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('F distribution', () => {
  it.each([
    // p, d1, d2, F (published tables; scipy.stats.f.ppf)
    [0.95, 5, 10, 3.3258345304],
    [0.975, 10, 20, 2.7736713752],
    [0.99, 3, 30, 4.5097395625],
    [0.025, 10, 20, 0.292522238],
  ])('quantile %p of F(%p, %p) is %p', (p, d1, d2, f) => {
    expect(fQuantile(p, d1, d2)).toBeCloseTo(f, 7);
    expect(fCdf(f, d1, d2)).toBeCloseTo(p, 9);
  });

  it('copes with a million respondents', () => {
    expect(fQuantile(0.975, 999_999, 8_999_991)).toBeCloseTo(1.0029242812, 6);
  });
});

describe('Feldt interval', () => {
  it('α = 0.80, n = 100, k = 10 → [0.7360, 0.8537]', () => {
    const { lower, upper } = feldtInterval(0.8, 100, 10);
    expect(lower).toBeCloseTo(0.736048459, 6);
    expect(upper).toBeCloseTo(0.853691819, 6);
  });
});

describe('SEM and reliable change', () => {
  it('SEM = SD · √(1 − α)', () => {
    expect(standardErrorOfMeasurement(10, 0.91)).toBeCloseTo(3, 12);
    expect(standardErrorOfMeasurement(10, 1)).toBe(0);
    expect(standardErrorOfMeasurement(10, -0.5)).toBe(10);
  });

  it('RCI = (x2 − x1) / (√2 · SEM), reliable beyond ±1.96 (Jacobson & Truax 1991)', () => {
    // SEM 3 → S_diff = 4.243; a change of 9 gives 2.12, of 8 gives 1.89.
    expect(reliableChange(20, 29, 3)).toEqual({ rci: expect.closeTo(2.1213, 4), direction: 'up' });
    expect(reliableChange(20, 28, 3)?.direction).toBe('none');
    expect(reliableChange(29, 20, 3)?.direction).toBe('down');
    expect(reliableChange(20, 29, 0)).toBeNull();
  });

  it('the sign of the RCI follows the change, and swapping sessions negates it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.double({ min: 0.1, max: 20, noNaN: true }),
        (a, b, sem) => {
          const there = reliableChange(a, b, sem)!;
          const back = reliableChange(b, a, sem)!;
          return (
            Math.sign(there.rci) === Math.sign(b - a) && Math.abs(there.rci + back.rci) < 1e-12
          );
        },
      ),
    );
  });
});
