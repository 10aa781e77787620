import type { AssessmentType } from '@aspire/domain';
import type { AnswerItem } from '../types';
import { assessmentRequest } from './assessment-request';

export type SubmitBatchInput = {
  userId: string;
  assessmentType: AssessmentType;
  sessionId: string;
  answers: AnswerItem[];
};

export type SubmitBatchResponse = { message?: string; submitted?: number } | null;

/** POST /api/assessment/submit-batch (spec 001 §7); the server refuses a locked retake (409). */
export const submitBatch = (input: SubmitBatchInput) =>
  assessmentRequest<SubmitBatchResponse>(
    'Failed to submit batch answers',
    '/api/assessment/submit-batch',
    { method: 'POST', body: input },
  );
