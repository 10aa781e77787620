import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';
import { feedQueryOptions } from './get-feed';

/** DELETE /api/feed/:id: the author or an admin. */
export const deletePost = (id: number) =>
  apiRequest<{ message: string }>(`/api/feed/${id}`, { method: 'DELETE' });

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => queryClient.invalidateQueries(feedQueryOptions()),
  });
}
