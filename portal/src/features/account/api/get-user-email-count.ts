import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

export type UserEmailCount = { emailCount: number; limitReached: boolean };

/** GET /api/whitelist/user-email-count → the caller's invitations in the last 6 months. */
export const getUserEmailCount = () =>
  apiRequest<UserEmailCount>('/api/whitelist/user-email-count');

export const userEmailCountQueryKey = ['account', 'whitelist', 'count'] as const;

export const getUserEmailCountQueryOptions = () =>
  queryOptions({ queryKey: userEmailCountQueryKey, queryFn: getUserEmailCount });

export const useUserEmailCount = (enabled: boolean) =>
  useQuery({ ...getUserEmailCountQueryOptions(), enabled });
