import { DAY_MS } from './durations';
import { MONTH_NAMES } from './months';

export const WEEK_MS = 7 * DAY_MS;

/**
 * Monday 00:00 UTC of the ISO week (ISO 8601: weeks start on Monday) that holds `at`: the
 * weekly report's weeks are calendar weeks, the same for every reader and in every export
 * (docs/product/coordinators.md, "Usage reports"; docs/decisions/0111).
 */
export function isoWeekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** A week as the report writes it, by its Monday: "7 Sep 2026" (UTC, like the weeks). */
export function weekLabel(weekStart: Date | string): string {
  const d = new Date(weekStart);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getUTCDate()} ${MONTH_NAMES[d.getUTCMonth()].slice(0, 3)} ${d.getUTCFullYear()}`;
}
