import { teamQuestionPrompt, type GenerateTaskResponse } from '@aspire/domain';
import { apiRequest } from '../../../api/api-client';

/**
 * POST /api/team/generate/:taskId (docs/product/dashboard.md, "Team Challenge"): the creator asks
 * for the question.
 */
export const generateTask = (taskId: string, userId: string, subject: string) =>
  apiRequest<GenerateTaskResponse>(`/api/team/generate/${encodeURIComponent(taskId)}`, {
    method: 'POST',
    body: { userId, payload: { subject, prompt: teamQuestionPrompt(subject) } },
  });

/**
 * POST /api/team/answer (docs/product/dashboard.md, "Team Challenge"): submits my answer,
 * irreversibly.
 */
export const submitAnswer = (userId: string, taskId: string, answerText: string) =>
  apiRequest<{ message: string }>('/api/team/answer', {
    method: 'POST',
    body: { userId, taskId, answerText },
  });

/**
 * POST /api/team/submit/:taskId (docs/product/dashboard.md, "Team Challenge"): the creator submits
 * the challenge.
 */
export const submitChallenge = (taskId: string, userId: string) =>
  apiRequest<{ message: string }>(`/api/team/submit/${encodeURIComponent(taskId)}`, {
    method: 'POST',
    body: { userId },
  });
