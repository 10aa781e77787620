import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client';

/** Which AI provider wrote a text (docs/decisions/0028-ai-providers-and-the-sharing-switch.md). */
export type InsightsProvider = 'offline' | 'openai-compatible';

export type StoredInsights = {
  insights: string;
  generationDate: string;
  provider?: InsightsProvider | string | null;
};

/** GET /api/insights/:userId → { insights, generationDate, provider }; null on 404 (none yet). */
export async function getInsights(userId: string): Promise<StoredInsights | null> {
  try {
    const data = await apiRequest<Partial<StoredInsights> | null>(
      `/api/insights/${encodeURIComponent(userId)}`,
    );
    if (!data || typeof data.insights !== 'string' || !data.insights.trim()) return null;
    return {
      insights: data.insights,
      generationDate: String(data.generationDate ?? ''),
      provider: data.provider,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const insightsQueryKey = (userId: string) => ['insights', 'stored', userId] as const;

export const getInsightsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: insightsQueryKey(userId), queryFn: () => getInsights(userId) });

export const useInsights = (userId: string) =>
  useQuery({ ...getInsightsQueryOptions(userId), enabled: Boolean(userId) });
