/**
 * Work values rated rather than ranked: most students rate most values important, and when the
 * six averages lie close together the top one says little. The report then shows a plain note
 * instead of a ranking the answers do not support (docs/decisions/0145-flat-work-values-note.md).
 */

/**
 * Below this spread (highest minus lowest average, in scale points) the work-value profile is
 * flat. Chosen on the simulated cohort (backend/test/item-bank/cohort.ts): under it the
 * top-rated value is the truly most important one about 4 times in 10, against 8 in 10 above 2.
 */
export const FLAT_VALUES_SPREAD = 1;

/** True when there are at least two averages and they lie within `FLAT_VALUES_SPREAD`. */
export function isFlatProfile(averages: readonly number[]): boolean {
  const finite = averages.filter((a) => Number.isFinite(a));
  if (finite.length < 2) return false;
  return Math.max(...finite) - Math.min(...finite) < FLAT_VALUES_SPREAD;
}

/** What the student reads under a flat work-values profile. */
export const FLAT_VALUES_NOTE =
  'You rated most of these work values about the same, so the top one may not be the one that ' +
  'matters most to you. If you could keep only two, which would they be? Talk about it with ' +
  'someone who knows you.';
