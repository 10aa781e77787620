import type { CreatePostPayload, FeedPostResponse } from '@aspire/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';
import { feedQueryOptions } from './get-feed';

/** POST /api/feed: consultants and admins post (the server strips markup and checks limits). */
export const createPost = (post: CreatePostPayload) =>
  apiRequest<FeedPostResponse>('/api/feed', { method: 'POST', body: post });

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries(feedQueryOptions()),
  });
}
