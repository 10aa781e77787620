import { FeedPostResponse, FeedReaction as ReactionName } from '@aspire/domain';
import { AuthUser, isAdmin } from '../auth/auth-user';
import { FeedPost } from './entities/feed-post.entity';

export type ReactionSummary = {
  reactions: Partial<Record<ReactionName, number>>;
  myReaction: ReactionName | null;
};

export const toFeedPostResponse = (
  post: FeedPost,
  caller: AuthUser,
  summary: ReactionSummary,
): FeedPostResponse => ({
  id: post.id,
  author: { username: post.user?.username ?? 'Deleted user', role: post.user?.role ?? 'user' },
  body: post.body,
  link: post.link,
  created_at: post.createdAt.toISOString(),
  reactions: summary.reactions,
  myReaction: summary.myReaction,
  canDelete: post.userId === caller.id || isAdmin(caller),
});
