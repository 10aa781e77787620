import type { AssessmentType, SubmitBatchResponse } from '@aspire/domain';
import type { AnswerItem } from '../types';
import { assessmentRequest } from './assessment-request';

export type SubmitBatchInput = {
  userId: string;
  assessmentType: AssessmentType;
  sessionId: string;
  answers: AnswerItem[];
};

/**
 * POST /api/assessment/submit-batch
 * (docs/product/assessments.md, "Taking it again: the 6-month window"); the server refuses a locked
 * retake (409).
 */
export const submitBatch = (input: SubmitBatchInput) =>
  assessmentRequest<SubmitBatchResponse>(
    'Failed to submit batch answers',
    '/api/assessment/submit-batch',
    { method: 'POST', body: input },
  );
