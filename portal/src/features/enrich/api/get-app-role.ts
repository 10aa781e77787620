import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

export type AppRoleResponse = {
  app_role: string;
  last_team_participation: string | null;
  restriction_until?: string | null;
};

/**
 * The app role and restriction date are kept per user in localStorage (docs/product/dashboard.md).
 */
export const appRoleKey = (userId: string) => `appRole_${userId}`;
export const restrictionKey = (userId: string) => `restrictionUntil_${userId}`;

/**
 * GET /api/users/:userId/app_role (docs/product/dashboard.md); the answer is also cached locally.
 */
export async function getAppRole(userId: string): Promise<AppRoleResponse> {
  const data = await apiRequest<AppRoleResponse>(
    `/api/users/${encodeURIComponent(userId)}/app_role`,
  );
  try {
    localStorage.setItem(appRoleKey(userId), data.app_role);
    localStorage.setItem(restrictionKey(userId), data.restriction_until ?? '');
  } catch {
    // The cache is a convenience; the server stays the source.
  }
  return data;
}

export const appRoleQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['enrich', 'app-role', userId] as const,
    queryFn: () => getAppRole(userId),
    staleTime: 60 * 60 * 1000,
  });

export const useAppRole = (userId: string) =>
  useQuery({ ...appRoleQueryOptions(userId), enabled: userId !== '' });
