import type { IpResponse } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/**
 * GET /api/users/ip → { ip }: the register-limit key
 * (docs/product/access.md, "Lockouts and backoff"), served by our own API.
 */
export const getIp = () => apiRequest<IpResponse>('/api/users/ip', { auth: false });

export const ipQueryOptions = () =>
  queryOptions({ queryKey: ['client-ip'], queryFn: getIp, staleTime: Infinity, retry: false });

/** The register-limit subject: the IP, or 'unknown' when it cannot be looked up. */
export function useClientIp(): string | null {
  const { data, isError } = useQuery(ipQueryOptions());
  if (data?.ip) return data.ip;
  return isError || data ? 'unknown' : null;
}
