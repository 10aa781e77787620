import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

type EnrichAccess = { access?: boolean; hasAccess?: boolean; error?: string | null };

/**
 * GET /api/assessment/check-access/dashboard_enrich?userId= → hasAccess
 * (docs/product/dashboard.md, "Enrich+ (/dashboard_enrich)").
 */
export const checkEnrichAccess = (userId: string) =>
  apiRequest<EnrichAccess>('/api/assessment/check-access/dashboard_enrich', {
    query: { userId },
  }).then(hasEnrichAccess);

/** The answer of the check (or its part of the dashboard's summary) as the page keeps it. */
export const hasEnrichAccess = (data: EnrichAccess | null | undefined): boolean =>
  Boolean(data?.hasAccess ?? data?.access);

/**
 * The answer is cached for 1 hour (a just-submitted visit refreshes it)
 * (docs/product/dashboard.md, "Enrich+ (/dashboard_enrich)").
 */
export const enrichAccessQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['dashboard', 'enrich-access', userId] as const,
    queryFn: () => checkEnrichAccess(userId),
    staleTime: 60 * 60 * 1000,
  });

export const useEnrichAccess = (userId: string) =>
  useQuery({ ...enrichAccessQueryOptions(userId), enabled: userId !== '' });
