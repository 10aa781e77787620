import type { AssessmentType, CheckAccessResponse } from '@aspire/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';

/**
 * GET /api/assessment/check-access/<route>?userId=…[&assessmentType=…]
 * (docs/product/access.md, "Checked pages").
 */
export const checkAccess = (route: string, userId: string, assessmentType?: AssessmentType) =>
  apiRequest<CheckAccessResponse>(`/api/assessment/check-access/${route}`, {
    query: { userId, assessmentType },
  });

const started = new Map<string, Promise<CheckAccessResponse>>();
const startedKey = (route: string, userId: string, assessmentType?: AssessmentType) =>
  `${route} ${userId} ${assessmentType ?? ''}`;

/**
 * LCP of /dashboard: the check asked as the app starts, before its first render; the
 * guard's query takes this answer once instead of asking again (never kept for a later visit).
 */
export function startAccessCheck(route: string, userId: string): void {
  const check = checkAccess(route, userId);
  check.catch(() => undefined); // the guard's query reports a failure
  started.set(startedKey(route, userId), check);
}

function takeStarted(route: string, userId: string, assessmentType?: AssessmentType) {
  const key = startedKey(route, userId, assessmentType);
  const check = started.get(key);
  started.delete(key);
  return check;
}

/** Asked afresh on every visit: the decision is never cached. */
export const checkAccessQueryOptions = (
  route: string,
  userId: string,
  assessmentType?: AssessmentType,
) =>
  queryOptions({
    queryKey: ['check-access', route, userId, assessmentType ?? null],
    queryFn: () =>
      takeStarted(route, userId, assessmentType) ?? checkAccess(route, userId, assessmentType),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
