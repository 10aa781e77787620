import { useQueryClient } from '@tanstack/react-query';
import { useGenerateInsightsMutation } from '../api/generate-insights';
import { insightsQueryKey, type StoredInsights } from '../api/get-insights';
import { useSaveInsightsMutation } from '../api/save-insights';
import { generateErrorMessage, isGenerationLocked } from '../lib/insights-errors';
import { INSIGHTS_INVALID_RESPONSE } from '../lib/messages';

export type GenerateOutcome = { ok: true; saved: boolean } | { ok: false; message: string };

/**
 * Generate (20 s time-out), then save with the generation date
 * (docs/product/dashboard.md, "AI insights (Generate Insights)"). A lock answer reloads the stored
 * insights so the screen shows them instead.
 */
export function useGenerateInsights(userId: string) {
  const queryClient = useQueryClient();
  const generate = useGenerateInsightsMutation();
  const save = useSaveInsightsMutation();

  const run = async (prompt: string): Promise<GenerateOutcome> => {
    let response;
    try {
      response = await generate.mutateAsync({ userId, prompt });
    } catch (error) {
      if (isGenerationLocked(error)) {
        await queryClient.invalidateQueries({ queryKey: insightsQueryKey(userId) });
      }
      return { ok: false, message: generateErrorMessage(error) };
    }
    const insights = response?.insights;
    if (typeof insights !== 'string' || !insights.trim()) {
      return { ok: false, message: INSIGHTS_INVALID_RESPONSE };
    }
    const stored: StoredInsights = {
      insights,
      generationDate: response?.generationDate ?? new Date().toISOString(),
      provider: response?.provider ?? null,
    };
    queryClient.setQueryData(insightsQueryKey(userId), stored);
    try {
      await save.mutateAsync({ userId, insights, generationDate: stored.generationDate });
      return { ok: true, saved: true };
    } catch {
      return { ok: true, saved: false };
    }
  };

  return { run, pending: generate.isPending || save.isPending };
}
