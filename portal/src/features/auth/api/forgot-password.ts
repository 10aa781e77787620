import type { EmailPayload, MessageResponse } from '@aspire/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/**
 * POST /api/users/forgot-password → { message } (docs/product/access.md, "The registration form").
 */
export const forgotPassword = (payload: EmailPayload) =>
  apiRequest<MessageResponse | null>('/api/users/forgot-password', {
    method: 'POST',
    body: payload,
    auth: false,
  });

export const useForgotPasswordMutation = () => useMutation({ mutationFn: forgotPassword });
