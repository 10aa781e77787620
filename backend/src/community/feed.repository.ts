import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, EntityManager, In, Repository } from 'typeorm';
import { FeedPost } from './entities/feed-post.entity';
import { FeedReaction } from './entities/feed-reaction.entity';

/** Who reads the feed: everyone's posts (an admin), or those of no school and of one school. */
export type FeedReader = 'every school' | { schoolId: number | null };

export type ReactionCount = {
  postId: number;
  reaction: FeedReaction['reaction'];
  count: string | number;
};

/** The school feed's reads beyond a find by id: a page of posts, and the reactions' counts. */
@Injectable()
export class FeedRepository {
  constructor(@InjectRepository(FeedPost) private readonly posts: Repository<FeedPost>) {}

  /** Newest first with each author's name and role; `before` is the last id of the page before. */
  page(reader: FeedReader, take: number, before?: number): Promise<FeedPost[]> {
    const query = this.posts
      .createQueryBuilder('p')
      .leftJoin('p.user', 'u')
      .addSelect(['u.username', 'u.role'])
      .orderBy('p.id', 'DESC')
      .take(take);
    if (before) query.andWhere('p.id < :before', { before });
    if (reader !== 'every school') {
      query.andWhere(
        new Brackets((w) => {
          w.where('p.school_id IS NULL');
          if (reader.schoolId !== null)
            w.orWhere('p.school_id = :school', { school: reader.schoolId });
        }),
      );
    }
    return query.getMany();
  }

  /** How many of each reaction each post has: one grouped read, in the caller's manager. */
  reactionCounts(manager: EntityManager, postIds: number[]): Promise<ReactionCount[]> {
    return manager
      .createQueryBuilder(FeedReaction, 'r')
      .select('r.post_id', 'postId')
      .addSelect('r.reaction', 'reaction')
      .addSelect('COUNT(*)', 'count')
      .where({ postId: In(postIds) })
      .groupBy('r.post_id')
      .addGroupBy('r.reaction')
      .getRawMany<ReactionCount>();
  }
}
