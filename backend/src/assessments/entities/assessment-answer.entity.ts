import { AssessmentType } from '@aspire/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, JSON_TEXT, LENGTH, NAME, UUID } from '../../database/columns';
import { User } from '../../users/entities/user.entity';

/**
 * One answer of one session. Category, facet and taxonomy are copied from the question so a
 * report stays true after the question bank changes; (session, question) is unique so a
 * re-sent batch cannot duplicate rows.
 */
@Entity('assessment_answers')
@Index('uq_answers_session_question', ['sessionId', 'questionId'], { unique: true })
@Index('idx_answers_user_type_session', ['userId', 'assessmentType', 'sessionId'])
@Index('idx_answers_question_option', ['questionId', 'optionIndex'])
export class AssessmentAnswer {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ ...UUID, name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_answers_user' })
  user?: User;

  @Column({ type: 'varchar', length: LENGTH.sessionId, name: 'session_id' })
  sessionId: string;

  @Column({ type: 'varchar', length: 16, name: 'assessment_type' })
  assessmentType: AssessmentType;

  @Column({ type: 'int', name: 'question_id' })
  questionId: number;

  @Column(NAME)
  category: string;

  @Column({ ...NAME, name: 'sub_category' })
  subCategory: string;

  @Column(NAME)
  facet: string;

  @Column(JSON_TEXT)
  taxonomy: string[];

  @Column({ type: 'int' })
  score: number;

  /**
   * Which option the student chose: its position in the question's options as served (the
   * session's instrument version). The score is that option's key at the time; the choice lets a
   * corrected key re-score the answer. null: not known (an answer stored before choices were
   * kept whose score several options shared, or none; docs/decisions/0071-chosen-options-kept.md).
   */
  @Column({ type: 'int', name: 'option_index', nullable: true })
  optionIndex: number | null;

  /** Milliseconds from showing the question to answering it, clamped by the server. */
  @Column({ type: 'int', name: 'answer_ms', nullable: true })
  answerMs: number | null;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;
}
