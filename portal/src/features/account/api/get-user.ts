import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

export type AccountUser = { username: string; email: string; role: string };

/**
 * GET /api/users/user/:userId → { username, email, role }
 * (docs/product/dashboard.md, "Manage Account").
 */
export const getUser = (userId: string) =>
  apiRequest<AccountUser>(`/api/users/user/${encodeURIComponent(userId)}`);

export const userQueryKey = (userId: string) => ['account', 'user', userId] as const;

export const getUserQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userQueryKey(userId), queryFn: () => getUser(userId) });

export const useUser = (userId: string) =>
  useQuery({ ...getUserQueryOptions(userId), enabled: Boolean(userId) });
