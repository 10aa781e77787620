import type { AdviserShareState } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/** GET /api/adviser-share/:userId → what is shared with the school's advisers, and every view. */
export const getAdviserShare = (userId: string) =>
  apiRequest<AdviserShareState>(`/api/adviser-share/${encodeURIComponent(userId)}`);

export const adviserShareQueryKey = (userId: string) => ['advisers', 'share', userId] as const;

export const getAdviserShareQueryOptions = (userId: string) =>
  queryOptions({ queryKey: adviserShareQueryKey(userId), queryFn: () => getAdviserShare(userId) });

export const useAdviserShare = (userId: string) =>
  useQuery({ ...getAdviserShareQueryOptions(userId), enabled: Boolean(userId) });
