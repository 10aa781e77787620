import { REVIEW_NOTE_MAX } from '@aspire/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, NULLABLE_DATETIME, UUID } from '../../database/columns';
import { School } from '../../schools/entities/school.entity';
import { User } from '../../users/entities/user.entity';
import { TeamTask } from './team-task.entity';

export type FeedbackReviewStatus = 'pending' | 'approved' | 'withheld';

/**
 * AI feedback on a Team Challenge held for a coordinator of the creator's school, when that school
 * checks feedback first (docs/product/dashboard.md, Team Challenge). One per task: the unique key
 * lets the first writer keep it.
 */
@Entity('team_feedback_reviews')
@Index('uq_team_feedback_reviews_task', ['taskId'], { unique: true })
@Index('idx_team_feedback_reviews_school', ['schoolId', 'status', 'createdAt'])
@Index('idx_team_feedback_reviews_reviewer', ['reviewedBy'])
export class TeamFeedbackReview {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ ...UUID, name: 'task_id' })
  taskId: string;

  @ManyToOne(() => TeamTask, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'task_id', foreignKeyConstraintName: 'fk_team_feedback_reviews_task' })
  task?: TeamTask;

  @Column({ type: 'integer', name: 'school_id' })
  schoolId: number;

  @ManyToOne(() => School, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'school_id', foreignKeyConstraintName: 'fk_team_feedback_reviews_school' })
  school?: School;

  @Column({ type: 'varchar', length: 16 })
  status: FeedbackReviewStatus;

  /** What the AI wrote. */
  @Column({ type: 'text', name: 'draft_text' })
  draftText: string;

  /** What the team reads once approved (the draft, or the coordinator's edit). */
  @Column({ type: 'text', name: 'final_text', nullable: true })
  finalText: string | null;

  /** Why the coordinator withheld it, shown to the team. */
  @Column({ type: 'varchar', length: REVIEW_NOTE_MAX, nullable: true })
  note: string | null;

  @Column({ ...UUID, name: 'reviewed_by', nullable: true })
  reviewedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({
    name: 'reviewed_by',
    foreignKeyConstraintName: 'fk_team_feedback_reviews_reviewer',
  })
  reviewer?: User;

  @Column({ ...NULLABLE_DATETIME, name: 'reviewed_at' })
  reviewedAt: Date | null;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;
}
