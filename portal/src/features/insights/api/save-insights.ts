import type { MessageResponse } from '@aspire/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

export type SaveInsightsPayload = { userId: string; insights: string; generationDate: string };

/** POST /api/insights/save {userId, insights, generationDate} → {message}. */
export const saveInsights = (payload: SaveInsightsPayload) =>
  apiRequest<MessageResponse | null>('/api/insights/save', { method: 'POST', body: payload });

export const useSaveInsightsMutation = () => useMutation({ mutationFn: saveInsights });
