import { useMemo } from 'react';
import type { AssessmentArea } from '../../../config/palette';
import { readStoredSession } from '../../assessments';
import { useProgress } from '../../../api/get-progress';
import { PROGRESS_STALE_MS } from '../lib/cache';
import { journeySteps, nextStep, type LocalAnswers } from '../lib/journey';
import { useUniReadyData } from './use-uniready-data';

/** The share of an open session answered in this browser (answers stay local until submitted). */
function localAnswers(area: AssessmentArea, userId: string): LocalAnswers | null {
  try {
    const stored = readStoredSession(area, userId);
    if (!stored.sessionId || !stored.questionIds?.length) return null;
    const answered = stored.questionIds.filter((id) => stored.answers[String(id)] !== undefined);
    const part =
      area === 'Subject' ? (stored.hasProceededToPartII ? 'Part II' : 'Part I') : undefined;
    return { answered: answered.length, total: stored.questionIds.length, part };
  } catch {
    return null;
  }
}

/** The journey of issue 10 #3 from the dashboard's queries (shared with the tabs' caches). */
export function useJourney(userId: string, isAdmin: boolean, enrichAccess: boolean) {
  const uniReady = useUniReadyData(userId);
  const career = useProgress(userId, 'Career', PROGRESS_STALE_MS);
  const learning = useProgress(userId, 'Learning', PROGRESS_STALE_MS);
  const pending = uniReady.isPending || career.isPending || learning.isPending;
  const steps = useMemo(() => {
    if (pending || !uniReady.data) return null;
    const areas: AssessmentArea[] = ['Subject', 'SubjectPart3', 'Career', 'Learning'];
    return journeySteps({
      progress: {
        Subject: uniReady.data.subjectProgress,
        SubjectPart3: uniReady.data.part3Progress,
        Career: career.data ?? null,
        Learning: learning.data ?? null,
      },
      local: Object.fromEntries(areas.map((a) => [a, localAnswers(a, userId)])),
      partIIIEligible: uniReady.data.eligible,
      enrichAccess,
      isAdmin,
      now: new Date(),
    });
  }, [pending, uniReady.data, career.data, learning.data, enrichAccess, isAdmin, userId]);
  return {
    steps,
    next: steps ? nextStep(steps) : null,
    isError: uniReady.isError || career.isError || learning.isError,
    hasResults: steps?.some((s) => s.state.kind === 'done') ?? false,
  };
}
