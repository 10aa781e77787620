import type { FacetScore } from '@aspire/domain';
import { useMemo } from 'react';
import { useProgress, type Progress } from '../../../api/get-progress';
import { PROGRESS_STALE_MS } from '../lib/cache';
import { useRawAnswers } from '../api/get-raw-answers';
import { partIIIEligible, partIIIScores, partIIScores, topSubjects } from '../lib/subject-chart';

export type UniReadyData = {
  subjectProgress: Progress | null;
  part3Progress: Progress | null;
  partII: FacetScore[];
  partIII: FacetScore[];
  top: FacetScore[];
  eligible: boolean;
};

type Result = { isPending: boolean; isError: boolean; data: UniReadyData | null };

/** Progress of both UniReady types and the raw rows of their completed sessions. */
export function useUniReadyData(userId: string): Result {
  const subject = useProgress(userId, 'Subject', PROGRESS_STALE_MS);
  const part3 = useProgress(userId, 'SubjectPart3', PROGRESS_STALE_MS);
  const subjectDone = subject.data?.isCompleted === true;
  const part3Done = part3.data?.isCompleted === true;
  const subjectRows = useRawAnswers(userId, 'Subject', subject.data?.sessionId, subjectDone);
  const part3Rows = useRawAnswers(userId, 'SubjectPart3', part3.data?.sessionId, part3Done);

  const data = useMemo<UniReadyData | null>(() => {
    if (subject.isPending || part3.isPending) return null;
    const rows = subjectRows.data ?? [];
    const partII = partIIScores(rows);
    return {
      subjectProgress: subject.data ?? null,
      part3Progress: part3.data ?? null,
      partII,
      partIII: partIIIScores(part3Rows.data ?? []),
      top: topSubjects(partII),
      eligible: partIIIEligible(rows),
    };
  }, [
    subject.isPending,
    subject.data,
    part3.isPending,
    part3.data,
    subjectRows.data,
    part3Rows.data,
  ]);

  const rowsPending = (subjectDone && subjectRows.isPending) || (part3Done && part3Rows.isPending);
  return {
    isPending: !data || rowsPending,
    isError: subject.isError || part3.isError || subjectRows.isError || part3Rows.isError,
    data,
  };
}
