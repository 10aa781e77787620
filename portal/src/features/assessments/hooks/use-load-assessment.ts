import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssessmentType } from '../types';
import { loadAssessment } from '../lib/load-assessment';
import { newSessionId } from '../lib/session-id';

/**
 * Loads a screen once per visit (gcTime 0): the answer holds the session it started or resumed,
 * so it is never refetched while the student answers.
 */
export function useLoadAssessment(type: AssessmentType, userId: string, isAdmin: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['assessment-load', type, userId, isAdmin],
    queryFn: () =>
      loadAssessment({
        type,
        userId,
        isAdmin,
        client,
        rng: Math.random,
        newId: newSessionId,
        now: () => new Date(),
      }),
    enabled: userId !== '',
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
