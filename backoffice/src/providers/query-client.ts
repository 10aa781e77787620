import { QueryClient } from '@tanstack/react-query';

/** How often a failed read is tried again (docs/decisions/0281-back-office-read-retries.md). */
export const READ_RETRIES = 1;

/**
 * Whether react-query asks again after a failed read: never after a 4xx (a refusal, a missing
 * record, a bad query: the same request gets the same answer), once after a server fault or a lost
 * connection, which may pass.
 */
export function retryRead(failures: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failures < READ_RETRIES;
}

/** The back-office's one QueryClient, handed to `<Admin queryClient>`. */
export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: retryRead } } });
