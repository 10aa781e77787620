import type { VerifyTokenResponse } from '@aspire/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../api/api-client';

export const VERIFY_TOKEN_KEY = ['verify-token'] as const;

/**
 * GET /api/users/verify-token (docs/product/access.md, "Sessions"); a refused token is `{ valid:
 * false }`.
 */
export async function verifyToken(token: string): Promise<VerifyTokenResponse> {
  try {
    return await apiRequest<VerifyTokenResponse>('/api/users/verify-token', { token });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      return { valid: false };
    }
    throw error;
  }
}

/**
 * Verification results are cached per token for the life of the page
 * (docs/product/access.md, "Sessions").
 */
export const verifyTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...VERIFY_TOKEN_KEY, token],
    queryFn: () => verifyToken(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
