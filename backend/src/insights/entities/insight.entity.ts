import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, UUID } from '../../database/columns';
import { User } from '../../users/entities/user.entity';

@Entity('insights')
@Index('idx_insights_user_generated', ['userId', 'generatedAt'])
export class Insight {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ ...UUID, name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_insights_user' })
  user?: User;

  @Column({ type: 'text' })
  text: string;

  /** Which AI provider wrote the text (`offline` or `openai-compatible`). */
  @Column({ type: 'varchar', length: 32 })
  provider: string;

  @Column({ ...DATETIME, name: 'generated_at' })
  generatedAt: Date;
}
