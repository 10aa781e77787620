import type { MessageResponse, ResetPasswordPayload } from '@aspire/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/**
 * POST /api/users/reset-password { email, token, newPassword }; no auth header
 * (docs/product/access.md, "Resetting a password").
 */
export const resetPassword = (payload: ResetPasswordPayload) =>
  apiRequest<MessageResponse | null>('/api/users/reset-password', {
    method: 'POST',
    body: payload,
    auth: false,
  });

export const useResetPasswordMutation = () => useMutation({ mutationFn: resetPassword });
