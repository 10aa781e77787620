/**
 * The reading of the FutureReady motivation section (the original: "a fixed explanatory paragraph
 * on a balanced intrinsic and extrinsic result"). The paragraph is true only of a balanced result,
 * so it is shown only then.
 */

/**
 * Two averages on the 1–5 scale are "balanced" when they differ by at most half a scale point
 * (an answer of "Agree" on half the items against "Neutral"); 4.5 against 2.5 is not.
 */
export const BALANCED_MOTIVATION_MAX_GAP = 0.5;

export type MotivationBalance = 'balanced' | 'intrinsic' | 'extrinsic';

/** 'balanced' within the threshold (inclusive), else the side that is higher. */
export function motivationBalance(intrinsic: number, extrinsic: number): MotivationBalance {
  // Rounded to hundredths first, so 3.5 vs 3.0000000001 is not pushed over by float noise.
  const gap = Math.round((intrinsic - extrinsic) * 100) / 100;
  if (Math.abs(gap) <= BALANCED_MOTIVATION_MAX_GAP) return 'balanced';
  return gap > 0 ? 'intrinsic' : 'extrinsic';
}

/**
 * The balance of a motivation section (labels "Intrinsic Motivation" and "Extrinsic
 * Motivation", averages in datasets[0].data); null when either average is missing.
 */
export function sectionMotivationBalance(section: unknown): MotivationBalance | null {
  const s = section as { labels?: unknown; datasets?: { data?: unknown }[] } | null | undefined;
  if (!Array.isArray(s?.labels) || !Array.isArray(s.datasets?.[0]?.data)) return null;
  const data = s.datasets[0].data as unknown[];
  const valueOf = (word: string) => {
    const i = (s.labels as unknown[]).findIndex(
      (l) => typeof l === 'string' && l.toLowerCase().startsWith(word),
    );
    const v = i < 0 ? undefined : data[i];
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  };
  const intrinsic = valueOf('intrinsic');
  const extrinsic = valueOf('extrinsic');
  return intrinsic === null || extrinsic === null ? null : motivationBalance(intrinsic, extrinsic);
}
