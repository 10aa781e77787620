import type { PublicConfig } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { DEFAULT_CONFIG } from './defaults';

export async function getPublicConfig(): Promise<PublicConfig> {
  const data = await apiRequest<Partial<PublicConfig> | null>('/api/config', { auth: false });
  return { ...DEFAULT_CONFIG, ...(data ?? {}) };
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: getPublicConfig,
    staleTime: Infinity,
    retry: false,
  });

/** Public links and names; the defaults stand in while loading or when the call fails. */
export function usePublicConfig(): PublicConfig {
  const { data } = useQuery(publicConfigQueryOptions());
  return data ?? DEFAULT_CONFIG;
}
