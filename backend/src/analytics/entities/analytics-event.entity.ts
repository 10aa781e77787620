import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, LENGTH, UUID } from '../../database/columns';
import { User } from '../../users/entities/user.entity';

export type AnalyticsEventType = 'page_view' | 'event';

/** Page views and product events; the user link is cleared when the account is erased. */
@Entity('analytics_events')
@Index('idx_analytics_type_at', ['type', 'at'])
@Index('idx_analytics_school_at', ['schoolId', 'at'])
export class AnalyticsEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32 })
  type: AnalyticsEventType;

  @Column({ type: 'varchar', length: LENGTH.analyticsName })
  name: string;

  @Column({ ...UUID, name: 'user_id', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_analytics_user' })
  user?: User;

  @Column({ type: 'int', name: 'school_id', nullable: true })
  schoolId: number | null;

  @Column(DATETIME)
  at: Date;
}
