import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Small shared counters, e.g. the question bank version that invalidates every instance's cache. */
@Entity('app_state')
export class AppState {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'int' })
  value: number;
}
