import { useInsightsPrompt } from '../api/get-insights-prompt';

export type InsightsProfileState =
  | { status: 'loading' }
  | { status: 'error' }
  /**
   * UniReady or FutureReady has no completed session
   * (docs/product/dashboard.md, "AI insights (Generate Insights)")
   */
  | { status: 'incomplete' }
  | { status: 'ready'; prompt: string };

/**
 * The student's profile prompt as the server builds it from their stored scores
 * (docs/product/dashboard.md, "AI insights (Generate Insights)").
 */
export function useInsightsProfile(userId: string): InsightsProfileState {
  const prompt = useInsightsPrompt(userId);
  if (prompt.isError) return { status: 'error' };
  if (prompt.data === undefined) return { status: 'loading' };
  return prompt.data === null ? { status: 'incomplete' } : { status: 'ready', prompt: prompt.data };
}
