/**
 * The dashboard's sidebar tabs (docs/product/dashboard.md, "The dashboard (/dashboard)") and the
 * navigation state that selects one.
 */
export type DashboardTab = 'uniready' | 'futureready' | 'insights';

export const TABS: readonly { id: DashboardTab; label: string }[] = [
  { id: 'uniready', label: 'UniReady' },
  { id: 'futureready', label: 'FutureReady' },
  { id: 'insights', label: 'Generate Insights' },
];

export const DEFAULT_TAB: DashboardTab = 'uniready';

/**
 * The page-view name recorded for a tab (docs/product/dashboard.md, "The dashboard (/dashboard)").
 */
export const pageViewName = (tab: DashboardTab): string =>
  `Dashboard - ${TABS.find((t) => t.id === tab)?.label ?? tab}`;

export type DashboardNavigationState = {
  justSubmittedCareer?: boolean;
  justSubmittedSubject?: boolean;
  justSubmittedSubjectPart3?: boolean;
  fromCareerScores?: boolean;
  fromSubjectScores?: boolean;
  fromSubjectPart3Scores?: boolean;
  completionDate?: string;
  sessionId?: string;
};

const flags = (state: unknown): DashboardNavigationState =>
  state && typeof state === 'object' ? (state as DashboardNavigationState) : {};

/** A finished assessment: progress and answers must be fetched again. */
export const isJustSubmitted = (state: unknown): boolean => {
  const s = flags(state);
  return Boolean(s.justSubmittedCareer || s.justSubmittedSubject || s.justSubmittedSubjectPart3);
};

/** Career opens FutureReady, subject opens UniReady (also when returning from a report). */
export function tabForState(state: unknown): DashboardTab | null {
  const s = flags(state);
  if (s.justSubmittedCareer || s.fromCareerScores) return 'futureready';
  if (
    s.justSubmittedSubject ||
    s.justSubmittedSubjectPart3 ||
    s.fromSubjectScores ||
    s.fromSubjectPart3Scores
  ) {
    return 'uniready';
  }
  return null;
}
