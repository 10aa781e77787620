/**
 * How the kept scale sums name an instrument version (docs/decisions/0024-scale-sums-kept-per-school.md):
 * sessions taken before versions were recorded (`instrument_version IS NULL`) are kept as 'legacy'.
 */
export const LEGACY_VERSION = 'legacy';

export const versionKey = (version: string | null) => version ?? LEGACY_VERSION;
export const versionOfKey = (key: string) => (key === LEGACY_VERSION ? null : key);

/** Completed sessions of one instrument version. */
export type VersionRow = {
  version: string | null;
  sessions: number;
  firstCompletedAt: Date | null;
  lastCompletedAt: Date | null;
};
