import type { FeedResponse } from '@aspire/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/** GET /api/feed?before=<id>: the caller's school feed, newest first, 20 a page. */
export const getFeed = (before?: number) =>
  apiRequest<FeedResponse>('/api/feed', { query: { before } });

export const feedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['community', 'feed'] as const,
    queryFn: ({ pageParam }) => getFeed(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.posts.at(-1)?.id : undefined),
    staleTime: 60 * 1000,
  });

export const useFeed = () => useInfiniteQuery(feedQueryOptions());
