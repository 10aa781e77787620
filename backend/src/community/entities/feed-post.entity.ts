import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, UUID } from '../../database/columns';
import { School } from '../../schools/entities/school.entity';
import { User } from '../../users/entities/user.entity';

@Entity('feed_posts')
@Index('idx_feed_posts_created', ['createdAt'])
@Index('idx_feed_posts_school_created', ['schoolId', 'id'])
export class FeedPost {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ ...UUID, name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_feed_posts_user' })
  user?: User;

  /** The school whose feed shows the post; null: an admin's post for every school. */
  @Column({ type: 'int', name: 'school_id', nullable: true })
  schoolId: number | null;

  @ManyToOne(() => School, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'school_id', foreignKeyConstraintName: 'fk_feed_posts_school' })
  school?: School;

  /** Plain text: tags are stripped before it is stored. */
  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  link: string | null;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;
}
