import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';
import { INSIGHTS_TIMEOUT_MS } from '../lib/insights-lock';
import type { InsightsProvider } from './get-insights';

export type GenerateInsightsPayload = { userId: string; prompt: string };
export type GenerateInsightsResponse = {
  insights?: unknown;
  generationDate?: string;
  provider?: InsightsProvider | string;
};

/**
 * The browser gave up waiting (20 s; docs/product/dashboard.md, "AI insights (Generate Insights)").
 */
export class InsightsTimeoutError extends Error {
  constructor() {
    super('Insights generation timed out');
    this.name = 'InsightsTimeoutError';
  }
}

/**
 * POST /api/insights/generate {userId, prompt} → {insights, generationDate, provider}. After
 * `timeoutMs` the request is aborted and the call fails with InsightsTimeoutError.
 */
export async function generateInsights(
  payload: GenerateInsightsPayload,
  timeoutMs = INSIGHTS_TIMEOUT_MS,
): Promise<GenerateInsightsResponse | null> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new InsightsTimeoutError());
      controller.abort();
    }, timeoutMs);
  });
  try {
    return await Promise.race([
      apiRequest<GenerateInsightsResponse | null>('/api/insights/generate', {
        method: 'POST',
        body: payload,
        signal: controller.signal,
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export const useGenerateInsightsMutation = () =>
  useMutation({ mutationFn: (payload: GenerateInsightsPayload) => generateInsights(payload) });
