import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, NULLABLE_DATETIME, UUID } from '../../database/columns';
import { User } from '../../users/entities/user.entity';
import { TeamTask } from './team-task.entity';

@Entity('team_answers')
@Index('uq_team_answers_task_user', ['taskId', 'userId'], { unique: true })
export class TeamAnswer {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ ...UUID, name: 'task_id' })
  taskId: string;

  @ManyToOne(() => TeamTask, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'task_id', foreignKeyConstraintName: 'fk_team_answers_task' })
  task?: TeamTask;

  @Column({ ...UUID, name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_team_answers_user' })
  user?: User;

  @Column({ type: 'text', name: 'answer_text' })
  answerText: string;

  @Column({ ...NULLABLE_DATETIME, name: 'submitted_at' })
  submittedAt: Date | null;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;

  @Column({ ...DATETIME, name: 'updated_at' })
  updatedAt: Date;
}
