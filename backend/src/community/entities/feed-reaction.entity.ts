import type { FeedReaction as ReactionName } from '@aspire/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, UUID } from '../../database/columns';
import { User } from '../../users/entities/user.entity';
import { FeedPost } from './feed-post.entity';

/** One reaction per student and post: the unique key decides, whatever arrives at once. */
@Entity('feed_reactions')
@Index('uq_feed_reactions_post_user', ['postId', 'userId'], { unique: true })
@Index('idx_feed_reactions_user', ['userId'])
export class FeedReaction {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', name: 'post_id' })
  postId: number;

  @ManyToOne(() => FeedPost, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'post_id', foreignKeyConstraintName: 'fk_feed_reactions_post' })
  post?: FeedPost;

  @Column({ ...UUID, name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_feed_reactions_user' })
  user?: User;

  @Column({ type: 'varchar', length: 16 })
  reaction: ReactionName;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;
}
