import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getScoresQueryOptions } from '../api/get-scores';
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
  const [subjects, exploration, career] = useQueries({
    queries: [
      { ...getScoresQueryOptions(userId, 'Subject'), enabled },
      { ...getScoresQueryOptions(userId, 'SubjectPart3'), enabled },
      { ...getScoresQueryOptions(userId, 'Career'), enabled },
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
