import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, LENGTH } from '../../database/columns';

/**
 * Sign-ups the whitelist refused, counted by e-mail domain. Only the domain is kept:
 * the refused address itself is never stored.
 */
@Entity('rejected_signups')
@Index('uq_rejected_signups_domain', ['domain'], { unique: true })
@Index('idx_rejected_signups_last', ['lastAttemptAt'])
export class RejectedSignup {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: LENGTH.whitelistValue })
  domain: string;

  @Column({ type: 'int' })
  attempts: number;

  @Column({ ...DATETIME, name: 'first_attempt_at' })
  firstAttemptAt: Date;

  @Column({ ...DATETIME, name: 'last_attempt_at' })
  lastAttemptAt: Date;
}
