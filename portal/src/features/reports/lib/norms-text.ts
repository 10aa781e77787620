import type { FacetChange, FacetNorm } from '@aspire/domain';

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

/**
 * What a retake's change means, in plain words: whether it is larger than the measurement error
 * both scores carry (domain's `reliableChange`; docs/product/reading-reports.md).
 */
export function changeText(change: FacetChange): string {
  const moved = `${change.before.toFixed(1)} then, ${change.after.toFixed(1)} now`;
  if (change.direction === null) {
    return `${moved}. Too few students have answered these questions yet to tell a real change from measurement error.`;
  }
  if (change.direction === 'none') {
    return `${moved}. This difference is within measurement error, so it may not be a real change.`;
  }
  const way = change.direction === 'up' ? 'higher' : 'lower';
  return `${moved}. Clearly ${way}: the change is larger than measurement error.`;
}

/** The SEM of each facet by name, for the bar charts' bands. */
export const semByFacet = (facets: readonly FacetNorm[] | undefined) =>
  new Map((facets ?? []).flatMap((f) => (f.sem === null ? [] : [[f.facet, f.sem] as const])));
