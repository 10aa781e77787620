import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/**
 * GET /api/insights/prompt/:userId → { prompt }: the student's profile text, built by the server
 * from the stored scores (domain's buildInsightsPrompt); null until UniReady and FutureReady are
 * completed (docs/product/dashboard.md, "AI insights (Generate Insights)").
 */
export const getInsightsPrompt = (userId: string) =>
  apiRequest<{ prompt?: string | null } | null>(
    `/api/insights/prompt/${encodeURIComponent(userId)}`,
  ).then((data) => (typeof data?.prompt === 'string' && data.prompt ? data.prompt : null));

/** Stale at once: refetched on each visit, as the scores it is built from may have changed. */
export const insightsPromptQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['insights', 'prompt', userId] as const,
    queryFn: () => getInsightsPrompt(userId),
    staleTime: 0,
  });

export const useInsightsPrompt = (userId: string) =>
  useQuery({ ...insightsPromptQueryOptions(userId), enabled: Boolean(userId) });
