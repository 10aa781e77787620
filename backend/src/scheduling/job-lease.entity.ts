import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DATETIME } from '../database/columns';

/**
 * Who runs a scheduled job until when: one row per job name. An instance takes the lease with one
 * conditional write (`… WHERE lease_until <= now`), so across all instances exactly one runs it.
 */
@Entity('job_leases')
export class JobLease {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 128 })
  holder: string;

  @Column({ ...DATETIME, name: 'lease_until' })
  leaseUntil: Date;
}
