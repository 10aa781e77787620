// What a student may share with their school's careers advisers (docs/product/advisers.md).

/** The reports a student can share, in the order the screens list them. */
export const ADVISER_REPORTS = ['futureready', 'uniready', 'studystyle', 'insights'] as const;
export type AdviserReport = (typeof ADVISER_REPORTS)[number];

export const ADVISER_REPORT_LABELS: Record<AdviserReport, string> = {
  futureready: 'FutureReady',
  uniready: 'UniReady',
  studystyle: 'StudyStyle',
  insights: 'AI insights',
};

export const isAdviserReport = (value: unknown): value is AdviserReport =>
  (ADVISER_REPORTS as readonly unknown[]).includes(value);

/** The chosen reports in the screens' order, each once; null when the list is not one. */
export function adviserReportList(value: unknown): AdviserReport[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > ADVISER_REPORTS.length) {
    return null;
  }
  if (!value.every(isAdviserReport)) return null;
  return ADVISER_REPORTS.filter((report) => value.includes(report));
}

/** "FutureReady, UniReady": what a list of shared reports reads as. */
export const adviserReportsText = (reports: readonly string[]): string =>
  reports.map((r) => (isAdviserReport(r) ? ADVISER_REPORT_LABELS[r] : r)).join(', ');

export const ADVISER_REPORTS_INVALID = `Choose at least one report to share: ${ADVISER_REPORTS.join(', ')}.`;
/** Every refusal of a report an adviser may not read, the same whatever the reason. */
export const ADVISER_NOT_SHARED = 'This student has not shared their reports with you.';
export const ADVISER_SHARE_SAVED = "Shared with your school's careers advisers.";
export const ADVISER_SHARE_REVOKED =
  "Your school's careers advisers can no longer see your reports.";
export const ADVISER_SHARE_NEEDS_SCHOOL =
  'Your account is not linked to a school, so there are no school careers advisers to share with.';
/** What the student's view list reads for an adviser whose account was deleted. */
export const FORMER_ADVISER = 'A former careers adviser';
