import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DATETIME } from './columns';

/**
 * The primary's heartbeat, written by every instance while a read replica is configured and read
 * back from the replica: how far behind the replica is, without the privilege that
 * `SHOW REPLICA STATUS` needs (the heartbeat table of pt-heartbeat).
 */
@Entity('db_heartbeat')
export class DbHeartbeat {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  @Column({ ...DATETIME, name: 'beat_at' })
  beatAt: Date;
}
