import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, UUID } from '../../database/columns';
import { User } from '../../users/entities/user.entity';

@Entity('feed_posts')
@Index('idx_feed_posts_created', ['createdAt'])
export class FeedPost {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ ...UUID, name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_feed_posts_user' })
  user?: User;

  @Column({ type: 'text' })
  body: string;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;
}
