import { PAGE_CONFIG_ELEMENT_ID, type PublicConfig } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { DEFAULT_CONFIG } from './defaults';

const withDefaults = (data: Partial<PublicConfig> | null): PublicConfig => ({
  ...DEFAULT_CONFIG,
  ...(data ?? {}),
});

/**
 * The configuration written into the page, if the server wrote it (no request before
 * the first paint, no default names shown first); null on a page without it (the pre-drawn
 * sign-in page, `vite dev`) or if it cannot be read.
 */
export function pageConfig(): PublicConfig | null {
  // Drawn at build time (src/prerender), there is no page to read.
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(PAGE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' ? withDefaults(data as Partial<PublicConfig>) : null;
  } catch {
    return null;
  }
}

export async function getPublicConfig(): Promise<PublicConfig> {
  const written = pageConfig();
  if (written) return written;
  return withDefaults(
    await apiRequest<Partial<PublicConfig> | null>('/api/config', { auth: false }),
  );
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: getPublicConfig,
    // A function: read when the query is first made, not on every render that asks for it.
    initialData: () => pageConfig() ?? undefined,
    staleTime: Infinity,
    retry: false,
  });

/** Public links and names; the defaults stand in while loading or when the call fails. */
export function usePublicConfig(): PublicConfig {
  const { data } = useQuery(publicConfigQueryOptions());
  return data ?? DEFAULT_CONFIG;
}
