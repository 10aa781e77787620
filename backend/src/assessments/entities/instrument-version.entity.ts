import { AssessmentType } from '@aspire/domain';
import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { DATETIME, JSON_TEXT, NAME } from '../../database/columns';

/** One version of an assessment as served, named by the sha256 of its content. */
@Entity('instrument_versions')
@Index('idx_instrument_versions_type', ['assessmentType', 'createdAt'])
@Index('idx_instrument_versions_norm_group', ['normGroup'])
export class InstrumentVersion {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  hash: string;

  @Column({ type: 'varchar', length: 16, name: 'assessment_type' })
  assessmentType: AssessmentType;

  @Column({ type: 'int', name: 'item_count' })
  itemCount: number;

  /** When the version was first recorded (the first session started on it). */
  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;

  /**
   * The norm group it joined: its predecessor's, when every change was a wording edit marked
   * equivalent; null: its own (docs/decisions/0073-wording-only-edits-keep-the-norm-group.md).
   */
  @Column({ type: 'varchar', length: 64, name: 'norm_group', nullable: true })
  normGroup?: string | null;
}

/** One item of an instrument version, as it was served. */
@Entity('instrument_version_items')
@Index('uq_instrument_items_version_question', ['versionHash', 'questionId'], { unique: true })
export class InstrumentVersionItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64, name: 'version_hash' })
  versionHash: string;

  @ManyToOne(() => InstrumentVersion, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'version_hash', foreignKeyConstraintName: 'fk_instrument_items_version' })
  version?: InstrumentVersion;

  @Column({ type: 'int', name: 'question_id' })
  questionId: number;

  @Column({ type: 'int', name: 'question_number' })
  questionNumber: number;

  @Column({ type: 'text', name: 'question_text' })
  questionText: string;

  @Column(JSON_TEXT)
  options: { optionText: string; score: number }[];

  @Column(NAME)
  category: string;

  @Column({ ...NAME, name: 'sub_category' })
  subCategory: string;

  @Column(NAME)
  facet: string;
}
