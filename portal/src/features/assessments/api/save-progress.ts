import type { AssessmentType } from '@aspire/domain';
import type { Progress } from '../types';
import { assessmentRequest } from './assessment-request';

export type SaveProgressInput = {
  userId: string;
  sessionId: string;
  assessmentType: AssessmentType;
  topSubcategories?: string[];
  topFacets?: string[];
  /** UniReady: the areas chosen among a Part I tie (sent only when there was one) */
  partIChoice?: string[];
  /** ISO date: marks the session completed */
  lastCompletionDate: string | null;
};

const MISSING = 'Saving a completion requires a user id, a session id and an assessment type.';

/**
 * POST /api/assessment/save-progress (docs/product/assessments.md): topSubcategories, or topFacets,
 * else an empty topSubcategories list.
 */
export function saveProgress(input: SaveProgressInput) {
  const { userId, sessionId, assessmentType, topFacets, lastCompletionDate } = input;
  if (!userId || !sessionId || !assessmentType) return Promise.reject(new Error(MISSING));
  const tops = topFacets ? { topFacets } : { topSubcategories: input.topSubcategories ?? [] };
  const choice = input.partIChoice?.length ? { partIChoice: input.partIChoice } : {};
  return assessmentRequest<Partial<Progress> | null>(
    'Failed to save progress',
    '/api/assessment/save-progress',
    {
      method: 'POST',
      body: { userId, sessionId, assessmentType, ...tops, ...choice, lastCompletionDate },
    },
  );
}
