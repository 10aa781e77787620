import type { MessageResponse } from '@aspire/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

export type ChangeEmailPayload = { userId: string; newEmail: string; password: string };

/**
 * POST /api/users/change-email {userId, newEmail, password} → { message }. The password is asked
 * again. A verification mail goes to the new address; the change applies when its
 * link is opened.
 */
export const changeEmail = (payload: ChangeEmailPayload) =>
  apiRequest<MessageResponse | null>('/api/users/change-email', { method: 'POST', body: payload });

export const useChangeEmailMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
};
