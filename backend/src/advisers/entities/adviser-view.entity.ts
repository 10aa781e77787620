import type { ShareableReport } from '@aspire/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, JSON_TEXT, UUID } from '../../database/columns';
import { User } from '../../users/entities/user.entity';

/**
 * One opening of a student's shared reports by a careers adviser, listed for the student
 * (docs/product/advisers.md). The adviser's link is cleared if their account is erased, so the
 * student still sees that a view happened.
 */
@Entity('adviser_views')
@Index('idx_adviser_views_user', ['userId', 'viewedAt'])
@Index('idx_adviser_views_adviser', ['adviserId'])
export class AdviserView {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ ...UUID, name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_adviser_views_user' })
  user?: User;

  @Column({ ...UUID, name: 'adviser_id', nullable: true })
  adviserId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'adviser_id', foreignKeyConstraintName: 'fk_adviser_views_adviser' })
  adviser?: User;

  /** What the adviser was shown: the reports shared at that moment. */
  @Column(JSON_TEXT)
  reports: ShareableReport[];

  @Column({ ...DATETIME, name: 'viewed_at' })
  viewedAt: Date;
}
