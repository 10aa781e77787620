import type { AssessmentType } from '@aspire/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, JSON_TEXT, LENGTH, NULLABLE_DATETIME, UUID } from '../../database/columns';
import { School } from '../../schools/entities/school.entity';
import { User } from '../../users/entities/user.entity';

/** Assessments a school asks a year group and/or class to complete by a due date. */
@Entity('assignments')
@Index('idx_assignments_school_due', ['schoolId', 'dueAt'])
@Index('idx_assignments_due', ['dueAt'])
@Index('idx_assignments_created_by', ['createdBy'])
export class Assignment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', name: 'school_id' })
  schoolId: number;

  @ManyToOne(() => School, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'school_id', foreignKeyConstraintName: 'fk_assignments_school' })
  school?: School;

  @Column({ ...JSON_TEXT, name: 'assessment_types' })
  assessmentTypes: AssessmentType[];

  /** null: every year group (then a class names the scope). */
  @Column({ type: 'varchar', length: LENGTH.rosterGroup, name: 'year_group', nullable: true })
  yearGroup: string | null;

  @Column({ type: 'varchar', length: LENGTH.rosterGroup, name: 'class_name', nullable: true })
  className: string | null;

  @Column({ ...DATETIME, name: 'due_at' })
  dueAt: Date;

  @Column({ type: 'varchar', length: 500, nullable: true })
  message: string | null;

  /** The coordinator or admin who made it; null once their account is erased. */
  @Column({ ...UUID, name: 'created_by', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'fk_assignments_created_by' })
  creator?: User;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;

  /** The last "remind those not finished": one conditional update takes the hourly turn. */
  @Column({ ...NULLABLE_DATETIME, name: 'reminded_at' })
  remindedAt: Date | null;
}
