/** Lengths of time in milliseconds, named once for every rule that counts in minutes, hours or days. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
