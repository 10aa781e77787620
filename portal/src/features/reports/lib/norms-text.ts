import type { FacetChange, FacetNorm } from '../api/get-norms';

/** "between the 40th and 60th percentile" */
export function bandText(band: FacetNorm['band']): string {
  if (!band) return 'no comparison yet';
  return `between the ${ordinal(band.low)} and ${ordinal(band.high)} percentile`;
}

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** What a retake's change means, honestly: beyond measurement error or not. */
export function changeText(change: FacetChange): string {
  const moved = `${change.before.toFixed(1)} → ${change.after.toFixed(1)}`;
  if (change.direction === null) return `${moved}: not enough data yet to tell change from noise`;
  if (change.direction === 'none') return `${moved}: within measurement error (no reliable change)`;
  return `${moved}: a reliable ${change.direction === 'up' ? 'increase' : 'decrease'}, beyond measurement error`;
}

/** The SEM of each facet by name, for the bar charts' bands. */
export const semByFacet = (facets: readonly FacetNorm[] | undefined) =>
  new Map((facets ?? []).flatMap((f) => (f.sem === null ? [] : [[f.facet, f.sem] as const])));
