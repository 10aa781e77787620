/**
 * Emotional Intelligence bands. The original printed them for a 15-item total (15–75): high
 * 60–75, moderate 45–59, low below 45. As shares of the maximum total they are a mean item
 * score of 4.0 and 3.0, which is what they keep meaning for any item count: the bands are
 * derived from the instrument as served (docs/product/reading-reports.md "Emotional
 * Intelligence"). The spec prints 45 in both moderate and low; the scale's midpoint (a mean
 * answer of 3) counts as moderate, so a student who answers the middle option to every item is
 * Moderate.
 */
export type EqBand = 'high' | 'moderate' | 'low';

/** The shares of the maximum total where high and moderate start (60/75 and 45/75). */
export const EQ_HIGH_SHARE = 60 / 75;
export const EQ_MODERATE_SHARE = 45 / 75;

export type EqBandRange = {
  band: EqBand;
  /** Lowest total in the band. */
  min: number;
  /** Highest total in the band. */
  max: number;
  /** As the report prints it: "High (80-100)", "Moderate (60-79)", "Low (below 60)". */
  label: string;
};

/**
 * The three bands for an instrument of `itemCount` items scored `minItemScore`..`maxItemScore`
 * (1–5 on the bank's scales): high from ⌈max total × 60/75⌉, moderate from ⌈max total × 45/75⌉.
 */
export function eqBandRanges(itemCount: number, maxItemScore = 5, minItemScore = 1): EqBandRange[] {
  const top = itemCount * maxItemScore;
  // Shares of whole totals: round away float noise before taking the ceiling.
  const from = (share: number) => Math.ceil(Math.round(top * share * 1e9) / 1e9);
  const high = from(EQ_HIGH_SHARE);
  const moderate = from(EQ_MODERATE_SHARE);
  return [
    { band: 'high', min: high, max: top, label: `High (${high}-${top})` },
    { band: 'moderate', min: moderate, max: high - 1, label: `Moderate (${moderate}-${high - 1})` },
    {
      band: 'low',
      min: itemCount * minItemScore,
      max: moderate - 1,
      label: `Low (below ${moderate})`,
    },
  ];
}

/** The band of a total on an instrument of `itemCount` items. */
export function eqBandOf(total: number, itemCount: number, maxItemScore = 5): EqBand {
  const [high, moderate] = eqBandRanges(itemCount, maxItemScore);
  if (total >= high.min) return 'high';
  if (total >= moderate.min) return 'moderate';
  return 'low';
}

/** What a FutureReady report says about Emotional Intelligence. */
export type EqResult = {
  total: number;
  /** Items of the Emotional Intelligence section in the session's instrument. */
  itemCount: number;
  band: EqBand;
  ranges: EqBandRange[];
};

export function eqResult(total: number, itemCount: number, maxItemScore = 5): EqResult {
  return {
    total,
    itemCount,
    band: eqBandOf(total, itemCount, maxItemScore),
    ranges: eqBandRanges(itemCount, maxItemScore),
  };
}
