import { queryOptions, useQuery } from '@tanstack/react-query';
import { readTimed, writeTimed } from '../lib/timed-cache';
import { checkAccess } from './check-access';

/**
 * The Enrich+ and past-challenges access flags are cached for 1 hour
 * (docs/product/dashboard.md, "Team Challenge").
 */
export const ACCESS_CACHE_MS = 60 * 60 * 1000;
export type CachedAccessRoute = 'dashboard_enrich' | 'past-challenges';

export const accessCacheKey = (route: CachedAccessRoute, userId: string): string =>
  `${route}Access_${userId}`;

/** The flag from this browser's cache while it is fresh, else from the server (then cached). */
export async function cachedAccess(route: CachedAccessRoute, userId: string): Promise<boolean> {
  const key = accessCacheKey(route, userId);
  const cached = readTimed<boolean>(key, ACCESS_CACHE_MS);
  if (cached !== null) return cached;
  const answer = await checkAccess(route, userId);
  const granted = Boolean((answer as { hasAccess?: boolean }).hasAccess ?? answer.access);
  writeTimed(key, granted);
  return granted;
}

export const cachedAccessQueryOptions = (route: CachedAccessRoute, userId: string) =>
  queryOptions({
    queryKey: ['cached-access', route, userId] as const,
    queryFn: () => cachedAccess(route, userId),
    staleTime: ACCESS_CACHE_MS,
  });

export const useCachedAccess = (route: CachedAccessRoute, userId: string) =>
  useQuery({ ...cachedAccessQueryOptions(route, userId), enabled: userId !== '' });
