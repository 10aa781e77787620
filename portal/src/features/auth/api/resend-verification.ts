import type { EmailPayload, MessageResponse } from '@aspire/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/**
 * POST /api/users/resend-verification → { message }
 * (docs/product/access.md, "Lockouts and backoff").
 */
export const resendVerification = (payload: EmailPayload) =>
  apiRequest<MessageResponse | null>('/api/users/resend-verification', {
    method: 'POST',
    body: payload,
    auth: false,
  });

export const useResendVerificationMutation = () => useMutation({ mutationFn: resendVerification });
