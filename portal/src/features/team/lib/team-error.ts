import { errorMessage } from '../../../api/api-client';

export const RATE_LIMIT_TEXT = 'Rate limit exceeded. Please try again later.';

/**
 * The server's error as received; one mentioning "rate limit" reads as one text
 * (docs/product/dashboard.md, "Team Challenge").
 */
export function teamError(error: unknown, fallback: string): string {
  const text =
    error instanceof Error && !('status' in error) ? error.message : errorMessage(error, fallback);
  return /rate limit/i.test(text) ? RATE_LIMIT_TEXT : text || fallback;
}
