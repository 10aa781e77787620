import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BOOLEAN } from '../../database/columns';
import { MaterialSet } from './material-set.entity';

@Entity('materials')
@Index('idx_materials_set', ['setId', 'position'])
export class Material {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', name: 'set_id' })
  setId: number;

  @ManyToOne(() => MaterialSet, (set) => set.materials, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'set_id', foreignKeyConstraintName: 'fk_materials_set' })
  set?: MaterialSet;

  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'varchar', length: 1000 })
  url: string;

  @Column(BOOLEAN)
  completed: boolean;
}
