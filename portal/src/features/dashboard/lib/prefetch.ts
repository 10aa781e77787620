import type { AssessmentType } from '@aspire/domain';
import type { QueryClient } from '@tanstack/react-query';
import { progressQueryOptions } from '../../../api/get-progress';
import { scoresQueryOptions } from '../../../api/get-scores';
import { enrichAccessQueryOptions } from '../api/check-enrich-access';
import { assignmentsQueryOptions } from '../api/get-assignments';
import { PROGRESS_STALE_MS } from './cache';

const JOURNEY: readonly AssessmentType[] = ['Subject', 'SubjectPart3', 'Career', 'Learning'];
/** The results the first screen (the UniReady tab) draws once their progress says completed. */
const FIRST_TAB_SCORES: readonly AssessmentType[] = ['Subject', 'SubjectPart3'];

/**
 * Issue 14 (LCP): the dashboard's first reads (the same query options its hooks use, so they
 * find them in the cache), started while the access check is still under way instead of after
 * it and after the page's code. Each read is one the page makes anyway; the server still checks
 * the session on every one. Failures are left to the page's own queries, which retry and show them.
 */
export function prefetchDashboard(client: QueryClient, userId: string): void {
  void client.prefetchQuery(enrichAccessQueryOptions(userId));
  void client.prefetchQuery(assignmentsQueryOptions(userId));
  for (const type of JOURNEY) {
    client
      .fetchQuery(progressQueryOptions(userId, type, PROGRESS_STALE_MS))
      .then((progress) =>
        progress?.isCompleted && FIRST_TAB_SCORES.includes(type)
          ? client.prefetchQuery(scoresQueryOptions(userId, type, PROGRESS_STALE_MS))
          : undefined,
      )
      .catch(() => undefined);
  }
}
