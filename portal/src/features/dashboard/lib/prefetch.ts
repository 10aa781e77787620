import type { AssessmentType } from '@aspire/domain';
import type { QueryClient } from '@tanstack/react-query';
import { progressQueryOptions } from '../../../api/get-progress';
import { scoresQueryOptions } from '../../../api/get-scores';
import { enrichAccessQueryOptions } from '../api/check-enrich-access';
import { assignmentsQueryOptions } from '../api/get-assignments';
import { PROGRESS_STALE_MS } from './cache';

const JOURNEY: readonly AssessmentType[] = ['Subject', 'SubjectPart3', 'Career', 'Learning'];
/** The results the first screen (the UniReady tab) draws once their progress says completed. */
const FIRST_TAB: readonly AssessmentType[] = ['Subject', 'SubjectPart3'];

/**
 * Issue 14 (LCP): the dashboard's first reads (the same query options its hooks use, so they
 * find them in the cache), started as the app starts instead of after the access check and the
 * page's code. The first tab's scores are asked beside their progress rather than after it: the
 * page uses them once the progress says completed, and the server answers 404 (null) when there
 * is no completed session, so a student without results pays one light read for a round trip
 * less for everyone else. The server still checks the session on every read. Failures are left
 * to the page's own queries, which retry and show them.
 */
export function prefetchDashboard(client: QueryClient, userId: string): void {
  for (const type of JOURNEY) {
    client
      .fetchQuery(progressQueryOptions(userId, type, PROGRESS_STALE_MS))
      .then((progress) =>
        progress?.isCompleted && FIRST_TAB.includes(type)
          ? client.prefetchQuery(scoresQueryOptions(userId, type, PROGRESS_STALE_MS))
          : undefined,
      )
      .catch(() => undefined);
  }
  void client.prefetchQuery(enrichAccessQueryOptions(userId));
  void client.prefetchQuery(assignmentsQueryOptions(userId));
}
