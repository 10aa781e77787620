import { canReactToPosts, POST_NOT_FOUND, REACT_NOT_ALLOWED } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Transactions } from '../database/transactions';
import { ReactionDto } from './dto/community.dto';
import { FeedPost } from './entities/feed-post.entity';
import { FeedReaction } from './entities/feed-reaction.entity';
import { ReactionSummary } from './feed-post.response';
import { canSee } from './feed-visibility';
import { FeedRepository } from './feed.repository';

/** Students react to posts they can see: one reaction each, changed or taken back. */
@Injectable()
export class FeedReactionsService {
  constructor(
    @InjectRepository(FeedReaction) private readonly reactions: Repository<FeedReaction>,
    private readonly feed: FeedRepository,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  /** Decided under the post's row lock, so a reaction never lands on a post being deleted. */
  async react(caller: AuthUser, postId: number, { reaction }: ReactionDto) {
    if (!canReactToPosts(caller.role)) throw AppError.forbidden(REACT_NOT_ALLOWED);
    return this.transactions.locked(FeedPost, { id: postId }, async (manager, post) => {
      if (!post || !canSee(caller, post)) throw AppError.notFound(POST_NOT_FOUND);
      await manager.delete(FeedReaction, { postId, userId: caller.id });
      if (reaction) {
        await manager.insert(FeedReaction, {
          postId,
          userId: caller.id,
          reaction,
          createdAt: this.clock.now(),
        });
      }
      return (await this.summaries([postId], caller.id, manager)).get(postId)!;
    });
  }

  /** Counts per reaction and the caller's own, for each post id. */
  async summaries(
    postIds: number[],
    userId: string,
    manager: EntityManager = this.reactions.manager,
  ): Promise<Map<number, ReactionSummary>> {
    const result = new Map<number, ReactionSummary>(
      postIds.map((id) => [id, { reactions: {}, myReaction: null }]),
    );
    if (!postIds.length) return result;
    const rows = await this.feed.reactionCounts(manager, postIds);
    for (const row of rows) {
      result.get(Number(row.postId))!.reactions[row.reaction] = Number(row.count);
    }
    const mine = await manager.find(FeedReaction, { where: { postId: In(postIds), userId } });
    for (const r of mine) result.get(r.postId)!.myReaction = r.reaction;
    return result;
  }
}
