import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { DATETIME, UUID } from '../../database/columns';
import { User } from '../../users/entities/user.entity';
import type { Material } from './material.entity';

@Entity('material_sets')
@Index('idx_material_sets_user_generated', ['userId', 'generatedAt'])
export class MaterialSet {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ ...UUID, name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_material_sets_user' })
  user?: User;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'varchar', length: 32 })
  provider: string;

  @Column({ ...DATETIME, name: 'generated_at' })
  generatedAt: Date;

  // By name: the two entities refer to each other, and either may be loaded first.
  @OneToMany('Material', 'set')
  materials?: Material[];
}
