import type { MessageResponse } from '@aspire/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

export type DeleteAccountPayload = { userId: string; password: string };

/**
 * DELETE /api/users/delete/:userId {password} → { message }
 * (docs/product/dashboard.md, "Manage Account").
 */
export const deleteAccount = ({ userId, password }: DeleteAccountPayload) =>
  apiRequest<MessageResponse | null>(`/api/users/delete/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    body: { password },
  });

export const useDeleteAccountMutation = () => useMutation({ mutationFn: deleteAccount });
