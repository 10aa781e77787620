import { QuestionStatus } from '@aspire/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, JSON_TEXT, LENGTH, NAME } from '../../database/columns';
import { Facet } from './facet.entity';

export type QuestionOption = { optionText: string; score: number };

@Entity('questions')
@Index('uq_questions_number', ['questionNumber'], { unique: true })
@Index('idx_questions_status_number', ['status', 'questionNumber'])
export class Question {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', name: 'question_number' })
  questionNumber: number;

  @Column({ type: 'text', name: 'question_text' })
  questionText: string;

  @Column({ type: 'text', name: 'example_info', nullable: true })
  exampleInfo: string | null;

  @Column(JSON_TEXT)
  options: QuestionOption[];

  @Column({ type: 'varchar', length: LENGTH.code, name: 'answer_type' })
  answerType: string;

  @Column(NAME)
  category: string;

  @Column({ ...NAME, name: 'sub_category' })
  subCategory: string;

  @Column({ type: 'int', name: 'facet_id', nullable: true })
  facetId: number | null;

  @ManyToOne(() => Facet, (facet) => facet.questions, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'facet_id', foreignKeyConstraintName: 'fk_questions_facet' })
  facet?: Facet | null;

  @Column({ type: 'varchar', length: LENGTH.code })
  status: QuestionStatus;

  @Column(JSON_TEXT)
  taxonomy: string[];

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;

  @Column({ ...DATETIME, name: 'updated_at' })
  updatedAt: Date;
}
