/**
 * Percentile ranks and bands against a norm group, from a histogram of facet totals (totals are
 * whole numbers, so a histogram is small whatever the group's size).
 */

/** How many of the norm group reached each total. */
export type Histogram = ReadonlyArray<{ total: number; count: number }>;

/**
 * The percentile rank of `score`: the per cent of the group below it plus half of those equal
 * to it (the mid-rank definition; Crocker & Algina 1986, ch. 19). Null for an empty group.
 */
export function percentileRank(histogram: Histogram, score: number): number | null {
  let below = 0;
  let equal = 0;
  let n = 0;
  for (const { total, count } of histogram) {
    n += count;
    if (total < score) below += count;
    else if (total === score) equal += count;
  }
  if (n === 0) return null;
  return (100 * (below + equal / 2)) / n;
}

/** The fraction of the group below `score`, counting a total within ±half a point as half. */
function rankAt(histogram: Histogram, score: number, n: number): number {
  let below = 0;
  for (const { total, count } of histogram) {
    if (total < score) below += count;
    else if (total === score) below += count / 2;
  }
  return (100 * below) / n;
}

export type PercentileBand = { low: number; high: number };

/**
 * The band of percentile ranks a student's true score plausibly falls in: the ranks of
 * score − SEM and score + SEM (one SEM either side: about 68 % of measurements), each rounded
 * outwards to a multiple of 5 and kept within 1–99. Without an SEM the band is the decile of the
 * percentile rank. Never a single made-up percentile.
 */
export function percentileBand(
  histogram: Histogram,
  score: number,
  sem: number | null,
): PercentileBand | null {
  const n = histogram.reduce((a, h) => a + h.count, 0);
  if (n === 0) return null;
  const clampBand = (x: number) => Math.min(99, Math.max(1, x));
  if (sem === null || !(sem > 0)) {
    const pr = rankAt(histogram, score, n);
    const low = Math.min(90, Math.floor(pr / 10) * 10);
    return { low: clampBand(low), high: clampBand(low + 10) };
  }
  const low = Math.floor(rankAt(histogram, score - sem, n) / 5) * 5;
  const high = Math.ceil(rankAt(histogram, score + sem, n) / 5) * 5;
  return { low: clampBand(low), high: clampBand(Math.max(high, low + 5)) };
}
