import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/** What the Team tab checks before asking for any confirmation: role, restriction, own address. */
export type TeamStanding = {
  appRole: string;
  restrictionUntil: string | null;
  email: string;
};

type AppRole = { app_role: string; restriction_until?: string | null };
type Account = { email: string };

/**
 * GET /api/users/:userId/app_role and GET /api/users/user/:userId
 * (docs/product/dashboard.md, "Team Challenge").
 */
export async function getTeamStanding(userId: string): Promise<TeamStanding> {
  const id = encodeURIComponent(userId);
  const [role, account] = await Promise.all([
    apiRequest<AppRole>(`/api/users/${id}/app_role`),
    apiRequest<Account>(`/api/users/user/${id}`),
  ]);
  return {
    appRole: role.app_role,
    restrictionUntil: role.restriction_until ?? null,
    email: account.email,
  };
}

/** Under the 'team' key: every team action refreshes it (a role or restriction may change). */
export const teamStandingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['team', 'standing', userId] as const,
    queryFn: () => getTeamStanding(userId),
  });

export const useTeamStanding = (userId: string) =>
  useQuery({ ...teamStandingQueryOptions(userId), enabled: userId !== '' });
