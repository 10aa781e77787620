import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

export type VerifyPasswordPayload = { userId: string; password: string };

/** POST /api/users/verify-password {userId, password} → { isValid } (docs/product/dashboard.md). */
export const verifyPassword = (payload: VerifyPasswordPayload) =>
  apiRequest<{ isValid?: boolean } | null>('/api/users/verify-password', {
    method: 'POST',
    body: payload,
  });

export const useVerifyPasswordMutation = () => useMutation({ mutationFn: verifyPassword });
