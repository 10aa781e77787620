import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DATETIME, EMAIL, UUID } from '../../database/columns';
import { User } from '../../users/entities/user.entity';
import { TeamTask } from './team-task.entity';

export type InvitationStatus = 'pending' | 'accepted';

/**
 * Declined invitations are deleted (docs/product/dashboard.md, "Team Challenge"), so only two
 * states are stored.
 */
@Entity('team_invitations')
@Index('idx_team_invitations_task', ['taskId'])
@Index('idx_team_invitations_invitee_email', ['inviteeEmail'])
@Index('uq_team_invitations_task_email', ['taskId', 'inviteeEmail'], { unique: true })
export class TeamInvitation {
  @PrimaryColumn(UUID)
  id: string;

  @Column({ ...UUID, name: 'task_id' })
  taskId: string;

  @ManyToOne(() => TeamTask, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'task_id', foreignKeyConstraintName: 'fk_team_invitations_task' })
  task?: TeamTask;

  @Column({ ...UUID, name: 'inviter_id' })
  inviterId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inviter_id', foreignKeyConstraintName: 'fk_team_invitations_inviter' })
  inviter?: User;

  @Column({ ...EMAIL, name: 'invitee_email' })
  inviteeEmail: string;

  @Column({ ...UUID, name: 'invitee_id', nullable: true })
  inviteeId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invitee_id', foreignKeyConstraintName: 'fk_team_invitations_invitee' })
  invitee?: User;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'varchar', length: 16 })
  status: InvitationStatus;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;
}
