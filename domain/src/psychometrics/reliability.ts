import { fQuantile } from './f-distribution';

/**
 * Classical test theory for one facet (a scale of k items), computed from sums a database can
 * deliver in one pass: the number of respondents, each item's sum and the sum of each pair's
 * products. Sources: Cronbach (1951) for α; Feldt (1965) and Feldt, Woodruff & Salih (1987) for
 * its confidence interval; Nunnally (1978) for the corrected item–total correlation.
 */

/** What SQL delivers for one facet: `products[i][j]` = Σ xᵢ·xⱼ over respondents (symmetric). */
export type ItemSums = {
  /** Respondents who answered every item. */
  n: number;
  /** Σ xᵢ per item. */
  sums: number[];
  /** Σ xᵢ·xⱼ per pair of items, i and j in the same order as `sums`; [i][i] = Σ xᵢ². */
  products: number[][];
};

/** The sample covariance matrix (n − 1 in the denominator) from sums and sums of products. */
export function covarianceMatrix({ n, sums, products }: ItemSums): number[][] {
  if (n < 2) throw new RangeError('a covariance needs at least 2 respondents');
  return sums.map((si, i) =>
    sums.map((sj, j) => {
      const value = (products[i][j] - (si * sj) / n) / (n - 1);
      // Rounding may leave a variance a hair below zero.
      return i === j ? Math.max(0, value) : value;
    }),
  );
}

const sumAll = (m: number[][]) => m.reduce((acc, row) => acc + row.reduce((a, b) => a + b, 0), 0);
const trace = (m: number[][]) => m.reduce((acc, row, i) => acc + row[i], 0);

/**
 * A total variance this small beside the items' is rounding, not variation: summed in another
 * order the same matrix gives 0, a hair above it (α of −10¹⁵) or below. Integer answers make a
 * real total variance at least about 1/n, far above this.
 */
const ROUNDING = 1e-12;

/**
 * Cronbach's α = k/(k−1) · (1 − Σ var(xᵢ) / var(Σ xᵢ)). Null for fewer than 2 items or when the
 * total does not vary (every respondent has the same total: α is undefined).
 */
export function cronbachAlpha(cov: number[][]): number | null {
  const k = cov.length;
  if (k < 2) return null;
  const total = sumAll(cov);
  const items = trace(cov);
  if (!(total > ROUNDING * Math.max(1, items))) return null;
  return (k / (k - 1)) * (1 - items / total);
}

/** The covariance matrix without item `drop`. */
export function withoutItem(cov: number[][], drop: number): number[][] {
  return cov.filter((_, i) => i !== drop).map((row) => row.filter((_, j) => j !== drop));
}

export type ItemStatistics = {
  mean: number;
  sd: number;
  /** Correlation of the item with the sum of the other items of its facet; null without variance. */
  itemTotalR: number | null;
  /** α of the facet without this item; null when fewer than 2 items would remain. */
  alphaIfDeleted: number | null;
};

export type ScaleStatistics = {
  k: number;
  n: number;
  /** Mean and SD of the facet total (sum of its items). */
  totalMean: number;
  totalSd: number;
  alpha: number | null;
  items: ItemStatistics[];
};

/** Everything scale health shows about one facet, from its sums. */
export function scaleStatistics(sums: ItemSums): ScaleStatistics {
  const means = sums.sums.map((s) => s / sums.n);
  return fromCovariance(covarianceMatrix(sums), means, sums.n);
}

/**
 * One pair of items of a facet as SQL groups it: the respondents who answered both (`n`), their
 * sums of each item and of the products. Pair (i, i) carries item i's own sums.
 */
export type PairSums = {
  i: number;
  j: number;
  n: number;
  sumI: number;
  sumJ: number;
  sumProducts: number;
};

/**
 * Scale statistics from pairwise sums: each covariance uses the respondents of its own pair
 * (pairwise deletion). With complete data it equals `scaleStatistics`; within one instrument
 * version every completed session answered every item it was served, so the pairs agree. `n` is
 * the smallest number of respondents of an item. Null when some pair is missing or has n < 2.
 */
export function scaleStatisticsFromPairs(k: number, pairs: PairSums[]): ScaleStatistics | null {
  const cov: number[][] = Array.from({ length: k }, () => new Array<number>(k).fill(NaN));
  const means = new Array<number>(k).fill(NaN);
  let n = Infinity;
  for (const p of pairs) {
    if (p.n < 2) return null;
    const value = (p.sumProducts - (p.sumI * p.sumJ) / p.n) / (p.n - 1);
    cov[p.i][p.j] = p.i === p.j ? Math.max(0, value) : value;
    cov[p.j][p.i] = cov[p.i][p.j];
    if (p.i === p.j) {
      means[p.i] = p.sumI / p.n;
      n = Math.min(n, p.n);
    }
  }
  if (cov.some((row) => row.some((x) => Number.isNaN(x))) || !Number.isFinite(n)) return null;
  return fromCovariance(cov, means, n);
}

function fromCovariance(cov: number[][], means: number[], n: number): ScaleStatistics {
  const k = cov.length;
  const totalVariance = sumAll(cov);
  const items = cov.map((row, i): ItemStatistics => {
    const covWithTotal = row.reduce((a, b) => a + b, 0);
    const restVariance = totalVariance - 2 * covWithTotal + row[i];
    const covWithRest = covWithTotal - row[i];
    const denominator = Math.sqrt(row[i] * restVariance);
    const r = k >= 2 && denominator > 0 ? covWithRest / denominator : null;
    return {
      mean: means[i],
      sd: Math.sqrt(row[i]),
      itemTotalR: r === null ? null : clamp(r, -1, 1),
      alphaIfDeleted: k >= 3 ? cronbachAlpha(withoutItem(cov, i)) : null,
    };
  });
  return {
    k,
    n,
    totalMean: means.reduce((a, b) => a + b, 0),
    totalSd: Math.sqrt(Math.max(0, totalVariance)),
    alpha: cronbachAlpha(cov),
    items,
  };
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/**
 * Feldt's confidence interval for α (Feldt 1965; Feldt, Woodruff & Salih 1987): (1 − α)/(1 − α̂)
 * follows F with n − 1 and (n − 1)(k − 1) degrees of freedom, so the interval at `level` is
 * [1 − (1 − α̂)·F(1 − γ/2), 1 − (1 − α̂)·F(γ/2)] with γ = 1 − level.
 */
export function feldtInterval(
  alpha: number,
  n: number,
  k: number,
  level = 0.95,
): { lower: number; upper: number } {
  if (n < 2 || k < 2) throw new RangeError('Feldt interval needs n ≥ 2 and k ≥ 2');
  const gamma = 1 - level;
  const d1 = n - 1;
  const d2 = (n - 1) * (k - 1);
  return {
    lower: 1 - (1 - alpha) * fQuantile(1 - gamma / 2, d1, d2),
    upper: 1 - (1 - alpha) * fQuantile(gamma / 2, d1, d2),
  };
}

/** Standard error of measurement: SD · √(1 − α) (α below 0 is taken as 0: no reliability). */
export function standardErrorOfMeasurement(sd: number, alpha: number): number {
  return sd * Math.sqrt(1 - clamp(alpha, 0, 1));
}

/** Jacobson & Truax's (1991) threshold: |RCI| above it is a change beyond measurement error. */
export const RELIABLE_CHANGE_CRITICAL = 1.96;

export type ReliableChange = {
  rci: number;
  /** 'up' or 'down' when |RCI| > 1.96; 'none' when the change is within measurement error. */
  direction: 'up' | 'down' | 'none';
};

/**
 * The reliable change index (Jacobson & Truax 1991): RCI = (x₂ − x₁) / S_diff with
 * S_diff = √2 · SEM. Null when the SEM is not known or zero.
 */
export function reliableChange(before: number, after: number, sem: number): ReliableChange | null {
  if (!(sem > 0)) return null;
  const rci = (after - before) / (Math.SQRT2 * sem);
  const direction =
    rci > RELIABLE_CHANGE_CRITICAL ? 'up' : rci < -RELIABLE_CHANGE_CRITICAL ? 'down' : 'none';
  return { rci, direction };
}
