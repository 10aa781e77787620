import { TeamTaskStatus } from '@aspire/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DATETIME, NULLABLE_DATETIME, UUID } from '../../database/columns';
import { User } from '../../users/entities/user.entity';

@Entity('team_tasks')
@Index('idx_team_tasks_creator', ['creatorId', 'createdAt'])
export class TeamTask {
  @PrimaryColumn(UUID)
  id: string;

  @Column({ ...UUID, name: 'creator_id' })
  creatorId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'creator_id', foreignKeyConstraintName: 'fk_team_tasks_creator' })
  creator?: User;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text', nullable: true })
  question: string | null;

  @Column({ type: 'varchar', length: 16 })
  status: TeamTaskStatus;

  @Column({ type: 'text', name: 'feedback_text', nullable: true })
  feedbackText: string | null;

  @Column({ ...NULLABLE_DATETIME, name: 'submission_date' })
  submissionDate: Date | null;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;

  /** Set once, by whichever instance's expiry sweep wins the conditional update. */
  @Column({ ...NULLABLE_DATETIME, name: 'expired_at' })
  expiredAt: Date | null;
}
