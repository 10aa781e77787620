import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import {
  BOOLEAN,
  DATETIME,
  LENGTH,
  NULLABLE_DATETIME,
  NULLABLE_JSON_TEXT,
  UUID,
} from '../../database/columns';
import { AssessmentType, QualityFlag } from '@aspire/domain';
import { User } from '../../users/entities/user.entity';

@Entity('assessment_progress')
@Index('uq_progress_user_type_session', ['userId', 'assessmentType', 'sessionId'], {
  unique: true,
})
// A session belongs to one user: a write looks up the session's rows of every user.
@Index('idx_progress_session', ['sessionId'])
@Index('idx_progress_completed', ['isCompleted', 'lastCompletionDate'])
// Scale health and norms group the sessions of one instrument version of one assessment.
@Index('idx_progress_type_instrument', ['assessmentType', 'instrumentVersion'])
export class AssessmentProgress {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ ...UUID, name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_progress_user' })
  user?: User;

  @Column({ type: 'varchar', length: LENGTH.sessionId, name: 'session_id' })
  sessionId: string;

  @Column({ type: 'varchar', length: 16, name: 'assessment_type' })
  assessmentType: AssessmentType;

  @Column({ ...BOOLEAN, name: 'is_completed' })
  isCompleted: boolean;

  @Column({ ...NULLABLE_DATETIME, name: 'last_completion_date' })
  lastCompletionDate: Date | null;

  @Column({ ...NULLABLE_JSON_TEXT, name: 'top_subcategories' })
  topSubcategories: string[] | null;

  @Column({ ...NULLABLE_JSON_TEXT, name: 'top_facets' })
  topFacets: string[] | null;

  /** A Part III session follows one completed Part II (Subject) session; null for other types. */
  @Column({ type: 'varchar', length: 64, name: 'part_ii_session_id', nullable: true })
  partIISessionId: string | null;

  /** Content hash of the assessment as served when the session started. */
  @Column({ type: 'varchar', length: 64, name: 'instrument_version', nullable: true })
  instrumentVersion: string | null;

  /** The domain scoring rules' version used for this session's scores. */
  @Column({ type: 'varchar', length: 32, name: 'scoring_version', nullable: true })
  scoringVersion: string | null;

  /** The response-quality flags computed at completion; null before completion. */
  @Column({ ...NULLABLE_JSON_TEXT, name: 'quality_flags' })
  qualityFlags: QualityFlag[] | null;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;

  @Column({ ...DATETIME, name: 'updated_at' })
  updatedAt: Date;
}
