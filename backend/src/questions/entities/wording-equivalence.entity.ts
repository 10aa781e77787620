import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../database/columns';

/**
 * An admin's mark that a question's new wording asks the same as the old: the instrument version
 * first served with this text joins its predecessor's norm group
 * (docs/decisions/0073-wording-only-edits-keep-the-norm-group.md).
 */
@Entity('wording_equivalences')
@Index('idx_wording_equivalences_question', ['questionId'])
export class WordingEquivalence {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', name: 'question_id' })
  questionId: number;

  /** The wording marked equivalent to the one before it. */
  @Column({ type: 'text', name: 'question_text' })
  questionText: string;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;
}
