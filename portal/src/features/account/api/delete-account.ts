import type { MessageResponse } from '@aspire/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/** DELETE /api/users/delete/:userId → { message } (spec 002 §7). */
export const deleteAccount = (userId: string) =>
  apiRequest<MessageResponse | null>(`/api/users/delete/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });

export const useDeleteAccountMutation = () => useMutation({ mutationFn: deleteAccount });
