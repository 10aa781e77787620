import type { AssessmentType, RawAnswerRow } from '@aspire/domain';
import { apiRequest } from './api-client';

/**
 * GET /api/assessment/visualizations/:userId?assessmentType=[&sessionId=] → the raw rows of that
 * session, or of the latest completed one when no session is given ([] when none). Screens that
 * show scores ask GET /api/assessment/scores (get-scores.ts) instead: the server aggregates.
 */
export const getRawAnswers = (userId: string, type: AssessmentType, sessionId?: string) =>
  apiRequest<RawAnswerRow[] | null>(
    `/api/assessment/visualizations/${encodeURIComponent(userId)}`,
    { query: { sessionId, assessmentType: type } },
  ).then((rows) => (Array.isArray(rows) ? rows : []));
