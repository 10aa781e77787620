import { RETAKE_WINDOW_MS, runningWindowEnd, windowEnd } from '@aspire/domain';

/**
 * Insights may be generated once per 6 months (15552000000 ms); admins exempt
 * (docs/product/dashboard.md, "AI insights (Generate Insights)").
 */
export const INSIGHTS_LOCK_MS = RETAKE_WINDOW_MS;
/**
 * The generate call gives up after 20 s
 * (docs/product/dashboard.md, "AI insights (Generate Insights)").
 */
export const INSIGHTS_TIMEOUT_MS = 20_000;

/** The first moment new insights may be generated after a generation at `generationDate`. */
export const nextGenerationDate = (generationDate: Date | string): Date =>
  windowEnd(generationDate, INSIGHTS_LOCK_MS);

/**
 * docs/product/dashboard.md: a recent stored generation locks the Generate button until this date;
 * null when generating is allowed (admins, nothing stored, an unreadable date, or the window has
 * passed).
 */
export function insightsLockedUntil(
  generationDate: string | null | undefined,
  now: Date,
  isAdmin: boolean,
): Date | null {
  return isAdmin ? null : runningWindowEnd(generationDate, INSIGHTS_LOCK_MS, now);
}
