import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, JSON_TEXT, UUID } from '../../database/columns';
import { User } from '../../users/entities/user.entity';

@Entity('consultant_profiles')
@Index('uq_consultant_profiles_user', ['userId'], { unique: true })
export class ConsultantProfile {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ ...UUID, name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_consultant_profiles_user' })
  user?: User;

  @Column({ type: 'varchar', length: 200 })
  headline: string;

  @Column({ type: 'text' })
  bio: string;

  @Column(JSON_TEXT)
  subjects: string[];

  /** How students reach the consultant (plain text, e.g. a room and office hours). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  contact: string | null;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;

  @Column({ ...DATETIME, name: 'updated_at' })
  updatedAt: Date;
}
