import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

export type UpdateUsernamePayload = { userId: string; username: string };
export type UpdateUsernameResponse = { username: string; lastUsernameChangeDate: string };

/** PUT /api/users/update-username {userId, username} → { username, lastUsernameChangeDate }. */
export const updateUsername = (payload: UpdateUsernamePayload) =>
  apiRequest<UpdateUsernameResponse>('/api/users/update-username', {
    method: 'PUT',
    body: payload,
  });

export const useUpdateUsernameMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUsername,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
};
