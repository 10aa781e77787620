import { QuestionStatus } from '@aspire/domain';
import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { JSON_TEXT, LENGTH, NAME } from '../../database/columns';
import type { Question } from './question.entity';

@Entity('facets')
@Index('uq_facets_status_name', ['status', 'name'], { unique: true })
export class Facet {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: LENGTH.code })
  status: QuestionStatus;

  @Column(NAME)
  name: string;

  @Column(NAME)
  category: string;

  @Column({ ...NAME, name: 'sub_category' })
  subCategory: string;

  /** The facet note students read under their score. */
  @Column({ type: 'text' })
  note: string;

  @Column(JSON_TEXT)
  taxonomy: string[];

  @OneToMany('Question', 'facet')
  questions?: Question[];

  /** Filled by list queries (loadRelationCountAndMap). */
  questionCount?: number;
}
