import {
  DASHBOARD_SCORE_TYPES,
  type AssessmentType,
  type DashboardSummaryResponse,
} from '@aspire/domain';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  getProgress,
  progressQueryOptions,
  toProgress,
  type Progress,
} from '../../../api/get-progress';
import { getScores, scoresQueryOptions } from '../../../api/get-scores';
import {
  checkEnrichAccess,
  enrichAccessQueryOptions,
  hasEnrichAccess,
} from '../api/check-enrich-access';
import { assignmentsQueryOptions, getAssignments } from '../api/get-assignments';
import { getDashboardSummary } from '../api/get-dashboard-summary';
import { PROGRESS_STALE_MS } from './cache';

const JOURNEY: readonly AssessmentType[] = ['Subject', 'SubjectPart3', 'Career', 'Learning'];

/**
 * LCP: the dashboard's first reads, started as the app starts instead of after the
 * access check and the page's code, in one request: the summary answers what the progress
 * reads, the first tab's scores (asked after their progress says completed), the Enrich+ check
 * and the assignments would, so the first screen waits for one round trip on one connection
 * instead of two waves of seven requests and a dependent one. Each answer is kept under its own
 * query's key (the options its hook uses, the same data), as the query's first fetch, so a hook
 * that mounts meanwhile waits for it rather than asking again. If the summary fails, each query
 * asks its own route as before (the scores once their progress says completed); failures there
 * are left to the page's own queries, which retry and show them. The server still checks the
 * session on every read.
 */
export function prefetchDashboard(client: QueryClient, userId: string): void {
  const summary = getDashboardSummary(userId);
  const seed = <T, K extends QueryKey>(
    options: FetchQueryOptions<T, Error, T, K>,
    part: (s: DashboardSummaryResponse) => T,
    own: () => Promise<T>,
  ): Promise<T> => client.fetchQuery({ ...options, queryFn: () => summary.then(part, own) });

  const progress = new Map<AssessmentType, Promise<Progress | null>>();
  for (const type of JOURNEY) {
    progress.set(
      type,
      seed(
        progressQueryOptions(userId, type, PROGRESS_STALE_MS),
        (s) => toProgress(s.progress[type]),
        () => getProgress(userId, type),
      ),
    );
  }
  for (const type of DASHBOARD_SCORE_TYPES) {
    seed(
      scoresQueryOptions(userId, type, PROGRESS_STALE_MS),
      (s) => s.scores[type],
      async () => ((await progress.get(type))?.isCompleted ? getScores(userId, type) : null),
    ).catch(() => undefined);
  }
  seed(
    enrichAccessQueryOptions(userId),
    (s) => hasEnrichAccess(s.enrichAccess),
    () => checkEnrichAccess(userId),
  ).catch(() => undefined);
  seed(assignmentsQueryOptions(userId), (s) => s.assignments, getAssignments).catch(
    () => undefined,
  );
  for (const read of progress.values()) read.catch(() => undefined);
}
