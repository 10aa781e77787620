/**
 * One time-window helper for every "once per period" rule: the 6-month retake,
 * insights and invitation windows and the 30-day account cooldowns all end `windowMs` after a
 * start date.
 */

/** When a window that started at `start` ends (an unreadable start gives an invalid Date). */
export const windowEnd = (start: Date | string, windowMs: number): Date =>
  new Date(new Date(start).getTime() + windowMs);

/**
 * The end of a window still running at `now`; null when there is no start, the start is
 * unreadable or the window has passed (the end itself is free again).
 */
export function runningWindowEnd(
  start: Date | string | null | undefined,
  windowMs: number,
  now: Date,
): Date | null {
  if (!start) return null;
  const end = windowEnd(start, windowMs);
  if (Number.isNaN(end.getTime())) return null;
  return now.getTime() < end.getTime() ? end : null;
}

/** A date as the server's messages write it: YYYY-MM-DD (UTC). */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
