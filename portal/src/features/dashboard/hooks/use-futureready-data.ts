import { useMemo } from 'react';
import { useProgress } from '../../../api/get-progress';
import { useScores } from '../../../api/get-scores';
import { PROGRESS_STALE_MS } from '../lib/cache';
import { careerRadar } from '../lib/career-radar';

/** FutureReady progress and the server's report object of the latest completed session. */
export function useFutureReadyData(userId: string) {
  const progress = useProgress(userId, 'Career', PROGRESS_STALE_MS);
  const done = progress.data?.isCompleted === true;
  const scores = useScores(userId, 'Career', PROGRESS_STALE_MS, done);
  const radar = useMemo(() => careerRadar(scores.data?.visualization), [scores.data]);
  return {
    isPending: progress.isPending || (done && scores.isPending),
    isError: progress.isError || scores.isError,
    progress: progress.data ?? null,
    scores: scores.data ?? null,
    radar,
  };
}
