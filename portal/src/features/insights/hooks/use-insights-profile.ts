import { useInsightsPrompt } from '../api/get-insights-prompt';

export type InsightsProfileState =
  | { status: 'loading' }
  | { status: 'error' }
  /** UniReady or FutureReady has no completed session (spec 002 §5) */
  | { status: 'incomplete' }
  | { status: 'ready'; prompt: string };

/** The student's profile prompt as the server builds it from their stored scores (spec 002 §7). */
export function useInsightsProfile(userId: string): InsightsProfileState {
  const prompt = useInsightsPrompt(userId);
  if (prompt.isError) return { status: 'error' };
  if (prompt.data === undefined) return { status: 'loading' };
  return prompt.data === null ? { status: 'incomplete' } : { status: 'ready', prompt: prompt.data };
}
