import type { LastGenerationResponse } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/**
 * GET /api/materials/last-generation/:userId
 * (docs/product/dashboard.md, "Knowledge: learning materials").
 */
export const getLastGeneration = (userId: string) =>
  apiRequest<LastGenerationResponse>(
    `/api/materials/last-generation/${encodeURIComponent(userId)}`,
  );

export const lastGenerationQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['materials', 'last-generation', userId] as const,
    queryFn: () => getLastGeneration(userId),
    staleTime: 60 * 60 * 1000,
  });

export const useLastGeneration = (userId: string) =>
  useQuery({ ...lastGenerationQueryOptions(userId), enabled: userId !== '' });
