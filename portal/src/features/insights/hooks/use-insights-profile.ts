import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { scoresQueryOptions } from '../../../api/get-scores';
import { buildInsightsPrompt, partIISubjects } from '../utils/build-insights-prompt';

export type InsightsProfileState =
  | { status: 'loading' }
  | { status: 'error' }
  /** UniReady or FutureReady has no completed session (spec 002 §5) */
  | { status: 'incomplete' }
  | { status: 'ready'; prompt: string };

/**
 * The student's latest UniReady (Part II), Subject Exploration and FutureReady scores, and the
 * insights prompt built from them (spec 002 §7).
 */
export function useInsightsProfile(userId: string): InsightsProfileState {
  const enabled = Boolean(userId);
  // The shared scores call (one cache entry with the reports); stale at once, so refetched on
  // each mount as before.
  const [subjects, exploration, career] = useQueries({
    queries: [
      { ...scoresQueryOptions(userId, 'Subject', 0), enabled },
      { ...scoresQueryOptions(userId, 'SubjectPart3', 0), enabled },
      { ...scoresQueryOptions(userId, 'Career', 0), enabled },
    ],
  });

  return useMemo((): InsightsProfileState => {
    if (subjects.isError || exploration.isError || career.isError) return { status: 'error' };
    if (
      subjects.data === undefined ||
      exploration.data === undefined ||
      career.data === undefined
    ) {
      return { status: 'loading' };
    }
    const subjectScores = partIISubjects(subjects.data?.facets ?? []);
    if (!subjectScores.length || !career.data) return { status: 'incomplete' };
    const prompt = buildInsightsPrompt({
      subjects: subjectScores,
      explorationSubjects: exploration.data?.facets ?? [],
      career: career.data.visualization,
    });
    return { status: 'ready', prompt };
  }, [
    subjects.isError,
    subjects.data,
    exploration.isError,
    exploration.data,
    career.isError,
    career.data,
  ]);
}
