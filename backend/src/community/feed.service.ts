import {
  canPostToFeed,
  cleanText,
  FEED_DAILY_POST_LIMIT,
  FEED_DAY_MS,
  FEED_PAGE_SIZE,
  FeedPostResponse,
  FeedResponse,
  POST_DELETE_NOT_ALLOWED,
  POST_LIMIT_REACHED,
  POST_NO_SCHOOL,
  POST_NOT_ALLOWED,
  POST_NOT_FOUND,
  validatePost,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import { AuthUser, isAdmin } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Transactions } from '../database/transactions';
import { User } from '../users/entities/user.entity';
import { CreatePostDto } from './dto/community.dto';
import { FeedPost } from './entities/feed-post.entity';
import { toFeedPostResponse } from './feed-post.response';
import { FeedReader, FeedRepository } from './feed.repository';
import { FeedReactionsService } from './feed-reactions.service';
import { canSee } from './feed-visibility';

/**
 * The school feed: consultants and admins post, everyone of the school reads
 * (docs/decisions/0034-community-feed-and-consultants.md).
 */
@Injectable()
export class FeedService {
  constructor(
    @InjectRepository(FeedPost) private readonly posts: Repository<FeedPost>,
    private readonly feed: FeedRepository,
    private readonly reactions: FeedReactionsService,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  /** Newest first, 20 a page; `before` is the last id of the previous page. */
  async list(caller: AuthUser, before?: number): Promise<FeedResponse> {
    const reader: FeedReader = isAdmin(caller) ? 'every school' : { schoolId: caller.schoolId };
    const found = await this.feed.page(reader, FEED_PAGE_SIZE + 1, before);
    const page = found.slice(0, FEED_PAGE_SIZE);
    const summaries = await this.reactions.summaries(
      page.map((p) => p.id),
      caller.id,
    );
    return {
      posts: page.map((p) => toFeedPostResponse(p, caller, summaries.get(p.id)!)),
      hasMore: found.length > FEED_PAGE_SIZE,
    };
  }

  /**
   * Consultants post to their school's feed, admins to every school's. Tags are stripped before
   * the rules are checked; the daily limit is decided under the author's row lock.
   */
  async create(caller: AuthUser, dto: CreatePostDto): Promise<FeedPostResponse> {
    if (!canPostToFeed(caller.role)) throw AppError.forbidden(POST_NOT_ALLOWED);
    const invalid = validatePost(dto);
    if (invalid) throw AppError.badRequest(invalid);
    const schoolId = isAdmin(caller) ? null : caller.schoolId;
    if (!isAdmin(caller) && schoolId === null) throw AppError.forbidden(POST_NO_SCHOOL);
    const values = {
      userId: caller.id,
      schoolId,
      body: cleanText(dto.body),
      link: dto.link?.trim() || null,
    };
    const id = await this.transactions.locked(User, { id: caller.id }, async (manager) => {
      const now = this.clock.now();
      if (!isAdmin(caller)) {
        const today = await manager.find(FeedPost, {
          select: { id: true, createdAt: true },
          where: { userId: caller.id, createdAt: MoreThan(new Date(now.getTime() - FEED_DAY_MS)) },
          order: { createdAt: 'ASC' },
        });
        if (today.length >= FEED_DAILY_POST_LIMIT) {
          const frees = today[0].createdAt.getTime() + FEED_DAY_MS - now.getTime();
          throw AppError.tooManyRequests(POST_LIMIT_REACHED, Math.ceil(frees / 1000));
        }
      }
      const inserted = await manager.insert(FeedPost, { ...values, createdAt: now });
      return inserted.identifiers[0].id as number;
    });
    const post = await this.posts.findOneOrFail({ where: { id }, relations: { user: true } });
    return toFeedPostResponse(post, caller, { reactions: {}, myReaction: null });
  }

  /** Its author or an admin deletes a post; reactions go with it. */
  async remove(caller: AuthUser, id: number): Promise<{ message: string }> {
    await this.transactions.locked(FeedPost, { id }, async (manager, post) => {
      if (!post || !canSee(caller, post)) throw AppError.notFound(POST_NOT_FOUND);
      if (post.userId !== caller.id && !isAdmin(caller)) {
        throw AppError.forbidden(POST_DELETE_NOT_ALLOWED);
      }
      await manager.delete(FeedPost, id);
    });
    return { message: 'Post deleted.' };
  }
}
