import type { ShareableReport } from '@aspire/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, JSON_TEXT, UUID } from '../../database/columns';
import { School } from '../../schools/entities/school.entity';
import { User } from '../../users/entities/user.entity';

/**
 * A student's consent that their school's careers advisers read the chosen reports
 * (docs/product/advisers.md). One row per student: sharing again replaces the list, revoking
 * deletes the row, and every adviser view reads it again.
 */
@Entity('adviser_shares')
@Index('uq_adviser_shares_user', ['userId'], { unique: true })
@Index('idx_adviser_shares_school', ['schoolId', 'sharedAt'])
export class AdviserShare {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ ...UUID, name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_adviser_shares_user' })
  user?: User;

  /** The school the student shared with: a student who moves school shares again. */
  @Column({ type: 'integer', name: 'school_id' })
  schoolId: number;

  @ManyToOne(() => School, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'school_id', foreignKeyConstraintName: 'fk_adviser_shares_school' })
  school?: School;

  @Column(JSON_TEXT)
  reports: ShareableReport[];

  /** Since when the student has shared (kept when the list changes). */
  @Column({ ...DATETIME, name: 'shared_at' })
  sharedAt: Date;

  @Column({ ...DATETIME, name: 'updated_at' })
  updatedAt: Date;
}
