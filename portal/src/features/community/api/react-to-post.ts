import type { FeedPostResponse, FeedReaction, ReactionPayload } from '@aspire/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';
import { feedQueryOptions } from './get-feed';

type Summary = Pick<FeedPostResponse, 'reactions' | 'myReaction'>;

/** PUT /api/feed/:id/reaction: a student's one reaction, or null to take it back. */
export const reactToPost = (id: number, reaction: FeedReaction | null) =>
  apiRequest<Summary>(`/api/feed/${id}/reaction`, {
    method: 'PUT',
    body: { reaction } satisfies ReactionPayload,
  });

/** Writes the server's new counts into the cached post. */
export function useReactToPost() {
  const queryClient = useQueryClient();
  const options = feedQueryOptions();
  return useMutation({
    mutationFn: ({ id, reaction }: { id: number; reaction: FeedReaction | null }) =>
      reactToPost(id, reaction),
    onSuccess: (summary, { id }) =>
      queryClient.setQueryData(options.queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                posts: page.posts.map((p) => (p.id === id ? { ...p, ...summary } : p)),
              })),
            }
          : data,
      ),
  });
}
