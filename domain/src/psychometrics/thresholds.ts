/**
 * The thresholds of scale health and norms (sources in
 * docs/decisions/0023-scale-health-and-norms.md).
 */

/** Below this many respondents on one instrument version, scale health shows nothing but why. */
export const SCALE_HEALTH_MIN_RESPONDENTS = 30;
/** α below this is flagged (Nunnally 1978: 0.70 for instruments in early use). */
export const ALPHA_FLAG_BELOW = 0.7;
/** A corrected item–total correlation below this is flagged (Ebel 1965; Field 2013). */
export const ITEM_TOTAL_FLAG_BELOW = 0.2;
export const SCALE_HEALTH_REASONS = {
  tooFewRespondents: (n: number) =>
    `Hidden: ${n} respondent${n === 1 ? '' : 's'} on this version; statistics need at least ${SCALE_HEALTH_MIN_RESPONDENTS}.`,
  singleItem: 'Single item: α needs at least two items.',
  noVariance: 'Every respondent has the same total: α is undefined.',
} as const;
