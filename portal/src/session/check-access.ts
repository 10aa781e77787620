import type { AssessmentType, CheckAccessResponse } from '@aspire/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';

/** GET /api/assessment/check-access/<route>?userId=…[&assessmentType=…] (spec 000 §7). */
export const checkAccess = (route: string, userId: string, assessmentType?: AssessmentType) =>
  apiRequest<CheckAccessResponse>(`/api/assessment/check-access/${route}`, {
    query: { userId, assessmentType },
  });

/** Asked afresh on every visit: the decision is never cached. */
export const checkAccessQueryOptions = (
  route: string,
  userId: string,
  assessmentType?: AssessmentType,
) =>
  queryOptions({
    queryKey: ['check-access', route, userId, assessmentType ?? null],
    queryFn: () => checkAccess(route, userId, assessmentType),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
