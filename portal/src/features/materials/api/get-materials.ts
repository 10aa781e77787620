import type { MaterialSetResponse } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/** GET /api/materials/get/:userId (spec 002 §7): the stored sets, newest first. */
export const getMaterials = (userId: string) =>
  apiRequest<MaterialSetResponse[]>(`/api/materials/get/${encodeURIComponent(userId)}`);

/** spec 002 §9: materials are cached for 1 hour; generating refreshes them. */
export const materialsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['materials', 'sets', userId] as const,
    queryFn: () => getMaterials(userId),
    staleTime: 60 * 60 * 1000,
  });

export const useMaterials = (userId: string) =>
  useQuery({ ...materialsQueryOptions(userId), enabled: userId !== '' });
