import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getInsightsQueryOptions } from '../../../api/get-insights';
import type { AssessmentArea } from '../../../config/palette';
import { readStoredSession } from '../../assessments';
import { useProgress } from '../../../api/get-progress';
import { PROGRESS_STALE_MS } from '../lib/cache';
import { journeySteps, nextStep, type InsightsState, type LocalAnswers } from '../lib/journey';
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

/** The journey (what to do next) from the dashboard's queries (shared with the tabs' caches). */
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
  // Read only once the main button may lead to the insights (both UniReady and FutureReady done).
  const bothDone = !!steps?.every(
    (s) => s.area === 'SubjectPart3' || s.area === 'Learning' || s.state.kind === 'done',
  );
  const insights = useQuery({ ...getInsightsQueryOptions(userId), enabled: !!userId && bothDone });
  const insightsState: InsightsState =
    insights.data === undefined ? 'unknown' : insights.data ? 'stored' : 'none';
  return {
    steps,
    next: steps ? nextStep(steps, insightsState) : null,
    isError: uniReady.isError || career.isError || learning.isError,
    hasResults: steps?.some((s) => s.state.kind === 'done') ?? false,
  };
}
