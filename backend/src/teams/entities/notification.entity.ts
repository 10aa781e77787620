import type { NotificationKind } from '@aspire/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, NULLABLE_DATETIME, UUID } from '../../database/columns';
import { User } from '../../users/entities/user.entity';

export const NOTIFICATION_MESSAGE_MAX = 300;

/** What happened in a student's Team Challenge, for the Enrich+ Notifications menu. */
@Entity('notifications')
@Index('idx_notifications_user', ['userId', 'id'])
export class Notification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ ...UUID, name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_notifications_user' })
  user?: User;

  @Column({ type: 'varchar', length: 32 })
  kind: NotificationKind;

  @Column({ type: 'varchar', length: NOTIFICATION_MESSAGE_MAX })
  message: string;

  /** No foreign key: the note outlives the task it speaks of. */
  @Column({ ...UUID, name: 'task_id', nullable: true })
  taskId: string | null;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;

  @Column({ ...NULLABLE_DATETIME, name: 'read_at' })
  readAt: Date | null;
}
