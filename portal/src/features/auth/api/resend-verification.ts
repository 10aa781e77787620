import type { EmailPayload, MessageResponse } from '@aspire/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/** POST /api/users/resend-verification → { message } (spec 000 §7). */
export const resendVerification = (payload: EmailPayload) =>
  apiRequest<MessageResponse | null>('/api/users/resend-verification', {
    method: 'POST',
    body: payload,
    auth: false,
  });

export const useResendVerificationMutation = () => useMutation({ mutationFn: resendVerification });
