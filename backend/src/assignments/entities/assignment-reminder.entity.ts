import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, UUID } from '../../database/columns';
import { User } from '../../users/entities/user.entity';
import { Assignment } from './assignment.entity';

/**
 * One reminder sent to one student for one assignment. Unique per (assignment, student, kind):
 * the job inserts the row first (insert-or-ignore) and mails only when its insert won, so two
 * instances running at once send each reminder once.
 */
@Entity('assignment_reminders')
@Index('uq_assignment_reminders_once', ['assignmentId', 'userId', 'kind'], { unique: true })
@Index('idx_assignment_reminders_user', ['userId'])
export class AssignmentReminder {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', name: 'assignment_id' })
  assignmentId: number;

  @ManyToOne(() => Assignment, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'assignment_id',
    foreignKeyConstraintName: 'fk_assignment_reminders_assignment',
  })
  assignment?: Assignment;

  @Column({ ...UUID, name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_assignment_reminders_user' })
  user?: User;

  /** due_in_7d, due_in_1d, overdue, or manual:<epoch ms> for a coordinator's reminder. */
  @Column({ type: 'varchar', length: 32 })
  kind: string;

  @Column({ ...DATETIME, name: 'sent_at' })
  sentAt: Date;
}
