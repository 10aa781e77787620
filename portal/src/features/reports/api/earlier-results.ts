import type { AssessmentType, ScoresResponse } from '@aspire/domain';
import { apiRequest } from '../../../api/api-client';

/**
 * An earlier completed session's scores, kept after a retake
 * (docs/decisions/0063-a-retake-keeps-the-earlier-session.md).
 */
export const getEarlierScores = (userId: string, type: AssessmentType, sessionId: string) =>
  apiRequest<ScoresResponse>(`/api/assessment/scores/${encodeURIComponent(userId)}`, {
    query: { assessmentType: type, sessionId },
  });

export type EarlierDeleted = { message: string; deletedAnswers: number; deletedSessions: number };

/** Deletes one earlier session from the student's account (never the current result). */
export const deleteEarlierSession = (userId: string, sessionId: string) =>
  apiRequest<EarlierDeleted>(
    `/api/assessment/history/${encodeURIComponent(userId)}/${encodeURIComponent(sessionId)}`,
    { method: 'DELETE' },
  );
