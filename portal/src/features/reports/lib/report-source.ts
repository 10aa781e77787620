/**
 * The report screens' data source order (docs/product/assessments.md, "The score reports"):
 * navigation state (also written to session storage), then the session-storage cache with the
 * Learning/Career acceptance rules, else an
 * error. A user id and a stored token are required.
 */
export type ReportType = 'Career' | 'Learning';

export const NO_USER_ID = 'No user ID provided';
export const UNAUTHORIZED = 'Unauthorized: Please log in again.';
export const noVisualizationData = (type: ReportType) =>
  `No visualization data available. Please complete the ${type} assessment.`;

/**
 * The session-storage key "built from the user id and type"
 * (docs/product/assessments.md, "Taking an assessment").
 */
export const reportCacheKey = (userId: string, type: ReportType) =>
  `${type.toLowerCase()}VisualizationData_${userId}`;

/**
 * What /career-scores and /learning-scores receive in navigation state (docs/product/dashboard.md).
 */
export type ReportNavigationState = { sessionId?: string | null; visualizations?: unknown };

export type VisualizationObject = Record<string, unknown>;

export type ReportSource =
  | { kind: 'loaded'; data: VisualizationObject; from: 'state' | 'cache' | 'server' }
  | { kind: 'error'; message: string; toLogin: boolean };

type Context = {
  type: ReportType;
  userId: string | null;
  hasToken: boolean;
  state: unknown;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
};

const isObject = (value: unknown): value is VisualizationObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fromState(state: unknown): VisualizationObject | null {
  if (!isObject(state)) return null;
  const { visualizations } = state as ReportNavigationState;
  return isObject(visualizations) ? visualizations : null;
}

/** Learning accepts the cache only when socialEnvironmentalLearning has labels; Career any. */
function acceptable(type: ReportType, cached: VisualizationObject): boolean {
  if (type === 'Career') return true;
  const social = cached.socialEnvironmentalLearning as { labels?: unknown } | undefined;
  return Array.isArray(social?.labels) && social.labels.length > 0;
}

function fromCache({ type, userId, storage }: Context & { userId: string }) {
  const key = reportCacheKey(userId, type);
  const raw = storage.getItem(key);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (isObject(parsed) && acceptable(type, parsed)) return parsed;
  // Invalid cached data is discarded with a console warning only
  // (docs/product/assessments.md, "The score reports").
  console.warn(`Discarding invalid cached ${type} visualization data.`);
  storage.removeItem(key);
  return null;
}

export function resolveReportSource(context: Context): ReportSource {
  const { type, userId, hasToken, state, storage } = context;
  // The session's user id comes from the token, so a missing token is checked first.
  if (!hasToken) return { kind: 'error', message: UNAUTHORIZED, toLogin: true };
  if (!userId) return { kind: 'error', message: NO_USER_ID, toLogin: false };
  const passed = fromState(state);
  if (passed) {
    try {
      storage.setItem(reportCacheKey(userId, type), JSON.stringify(passed));
    } catch {
      // A full or disabled storage only loses the cache, never the report.
    }
    return { kind: 'loaded', data: passed, from: 'state' };
  }
  const cached = fromCache({ ...context, userId });
  if (cached) return { kind: 'loaded', data: cached, from: 'cache' };
  return { kind: 'error', message: noVisualizationData(type), toLogin: false };
}
