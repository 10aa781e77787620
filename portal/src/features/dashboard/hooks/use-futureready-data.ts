import { useMemo } from 'react';
import { useCareerScores } from '../api/get-career-scores';
import { useProgress } from '../../../api/get-progress';
import { PROGRESS_STALE_MS } from '../lib/cache';
import { careerRadar } from '../lib/career-radar';

/** FutureReady progress and the server's report object of the latest completed session. */
export function useFutureReadyData(userId: string) {
  const progress = useProgress(userId, 'Career', PROGRESS_STALE_MS);
  const done = progress.data?.isCompleted === true;
  const scores = useCareerScores(userId, progress.data?.sessionId, done);
  const radar = useMemo(() => careerRadar(scores.data?.visualization), [scores.data]);
  return {
    isPending: progress.isPending || (done && scores.isPending),
    isError: progress.isError || scores.isError,
    progress: progress.data ?? null,
    scores: scores.data ?? null,
    radar,
  };
}
