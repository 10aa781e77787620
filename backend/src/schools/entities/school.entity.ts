import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../database/columns';

@Entity('schools')
@Index('uq_schools_name', ['name'], { unique: true })
export class School {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;
}
