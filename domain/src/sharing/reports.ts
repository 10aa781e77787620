/**
 * The reports a student can share, one vocabulary for both ways of sharing: a parent's link
 * (docs/decisions/0230-parent-links.md) and the school's careers advisers
 * (docs/decisions/0240-careers-advisers-read-only-what-is-shared.md). The ids are what the API
 * takes and the database stores; the screens list them in this order.
 */
export const SHAREABLE_REPORTS = ['futureready', 'uniready', 'studystyle', 'insights'] as const;
export type ShareableReport = (typeof SHAREABLE_REPORTS)[number];

/**
 * What the generated career insights are called wherever a person reads them (portal, back-office,
 * PDF, a parent's page): the product's name (docs/product/dashboard.md, "AI insights").
 */
export const AI_INSIGHTS_NAME = 'AI insights';

/** A report's short name: checkboxes, lists, the adviser's sections. */
export const SHAREABLE_REPORT_LABELS: Record<ShareableReport, string> = {
  futureready: 'FutureReady',
  uniready: 'UniReady',
  studystyle: 'StudyStyle',
  insights: AI_INSIGHTS_NAME,
};

/** A report's full title: the parent's shared page, the PDF, the student's list of links. */
export const SHAREABLE_REPORT_TITLES: Record<ShareableReport, string> = {
  futureready: 'FutureReady Profile Index',
  uniready: 'UniReady Subject Profile',
  studystyle: 'StudyStyle Learning Profile',
  insights: AI_INSIGHTS_NAME,
};

const labels = SHAREABLE_REPORTS.map((report) => SHAREABLE_REPORT_LABELS[report]);

/** The one refusal of a list of reports, wherever one is chosen: names a student reads, not ids. */
export const SHAREABLE_REPORTS_INVALID = `Choose at least one report to share: ${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}.`;

export const isShareableReport = (value: unknown): value is ShareableReport =>
  (SHAREABLE_REPORTS as readonly unknown[]).includes(value);

/**
 * The chosen reports in the screens' order; null unless the value is a non-empty list of known
 * reports, each at most once.
 */
export function shareableReportList(value: unknown): ShareableReport[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > SHAREABLE_REPORTS.length) {
    return null;
  }
  if (!value.every(isShareableReport) || new Set(value).size !== value.length) return null;
  return SHAREABLE_REPORTS.filter((report) => value.includes(report));
}

/** "FutureReady, UniReady": what a list of shared reports reads as. */
export const shareableReportsText = (reports: readonly string[]): string =>
  reports.map((r) => (isShareableReport(r) ? SHAREABLE_REPORT_LABELS[r] : r)).join(', ');
