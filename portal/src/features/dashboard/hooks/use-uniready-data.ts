import { partIIIEligibleFromScores, type FacetScore } from '@aspire/domain';
import { useMemo } from 'react';
import { useProgress, type Progress } from '../../../api/get-progress';
import { useScores } from '../../../api/get-scores';
import { PROGRESS_STALE_MS } from '../lib/cache';
import { partIIIScores, partIIScores, topSubjects } from '../lib/subject-chart';

export type UniReadyData = {
  subjectProgress: Progress | null;
  part3Progress: Progress | null;
  partII: FacetScore[];
  partIII: FacetScore[];
  top: FacetScore[];
  eligible: boolean;
};

type Result = { isPending: boolean; isError: boolean; data: UniReadyData | null };

/**
 * Progress of both UniReady types (shared with the journey card) and, once completed, the
 * server's per-facet aggregates of their latest completed sessions (GET /api/assessment/scores).
 */
export function useUniReadyData(userId: string): Result {
  const subject = useProgress(userId, 'Subject', PROGRESS_STALE_MS);
  const part3 = useProgress(userId, 'SubjectPart3', PROGRESS_STALE_MS);
  const subjectDone = subject.data?.isCompleted === true;
  const part3Done = part3.data?.isCompleted === true;
  const subjectScores = useScores(userId, 'Subject', PROGRESS_STALE_MS, subjectDone);
  const part3Scores = useScores(userId, 'SubjectPart3', PROGRESS_STALE_MS, part3Done);

  const data = useMemo<UniReadyData | null>(() => {
    if (subject.isPending || part3.isPending) return null;
    const facets = subjectScores.data?.facets ?? [];
    const partII = partIIScores(facets);
    return {
      subjectProgress: subject.data ?? null,
      part3Progress: part3.data ?? null,
      partII,
      partIII: partIIIScores(part3Scores.data?.facets ?? []),
      top: topSubjects(partII),
      eligible: partIIIEligibleFromScores(partII),
    };
  }, [
    subject.isPending,
    subject.data,
    part3.isPending,
    part3.data,
    subjectScores.data,
    part3Scores.data,
  ]);

  const scoresPending =
    (subjectDone && subjectScores.isPending) || (part3Done && part3Scores.isPending);
  return {
    isPending: !data || scoresPending,
    isError: subject.isError || part3.isError || subjectScores.isError || part3Scores.isError,
    data,
  };
}
