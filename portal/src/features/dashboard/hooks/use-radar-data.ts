import type { AssessmentType, ScoresResponse } from '@aspire/domain';
import { useMemo } from 'react';
import { useProgress } from '../../../api/get-progress';
import { useScores } from '../../../api/get-scores';
import type { SectionRadar } from '../../../components/charts/section-radar';

/** An assessment's progress, the server's report object of its latest completed session, and
 * that session's radar. */
export function useRadarData(
  userId: string,
  type: AssessmentType,
  staleMs: number,
  toRadar: (visualization: ScoresResponse['visualization'] | undefined) => SectionRadar | null,
) {
  const progress = useProgress(userId, type, staleMs);
  const done = progress.data?.isCompleted === true;
  const scores = useScores(userId, type, staleMs, done);
  const radar = useMemo(() => toRadar(scores.data?.visualization), [scores.data, toRadar]);
  return {
    isPending: progress.isPending || (done && scores.isPending),
    isError: progress.isError || scores.isError,
    progress: progress.data ?? null,
    scores: scores.data ?? null,
    radar,
  };
}
