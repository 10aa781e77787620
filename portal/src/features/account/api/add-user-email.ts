import type { EmailPayload, MessageResponse } from '@aspire/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/**
 * POST /api/whitelist/user-email {email} → { message } (Invite a Friend;
 * docs/product/dashboard.md, "Manage Account").
 */
export const addUserEmail = (payload: EmailPayload) =>
  apiRequest<MessageResponse | null>('/api/whitelist/user-email', {
    method: 'POST',
    body: payload,
  });

export const useAddUserEmailMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUserEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'whitelist'] }),
  });
};
