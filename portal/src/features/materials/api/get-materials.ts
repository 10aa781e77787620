import type { MaterialSetResponse } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/**
 * GET /api/materials/get/:userId (docs/product/dashboard.md, "Knowledge: learning materials"): the
 * stored sets, newest first.
 */
export const getMaterials = (userId: string) =>
  apiRequest<MaterialSetResponse[]>(`/api/materials/get/${encodeURIComponent(userId)}`);

/**
 * Materials are cached for 1 hour; generating refreshes them
 * (docs/product/dashboard.md, "Knowledge: learning materials").
 */
export const materialsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['materials', 'sets', userId] as const,
    queryFn: () => getMaterials(userId),
    staleTime: 60 * 60 * 1000,
  });

export const useMaterials = (userId: string) =>
  useQuery({ ...materialsQueryOptions(userId), enabled: userId !== '' });
