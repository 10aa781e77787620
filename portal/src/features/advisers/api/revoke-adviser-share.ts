import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';
import { adviserShareQueryKey } from './get-adviser-share';

/** DELETE /api/adviser-share/:userId → { message }: advisers are refused from the next view. */
export const revokeAdviserShare = (userId: string) =>
  apiRequest<{ message: string }>(`/api/adviser-share/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });

export const useRevokeAdviserShare = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeAdviserShare(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adviserShareQueryKey(userId) }),
  });
};
