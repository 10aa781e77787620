import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { NULLABLE_DATETIME } from '../../database/columns';

/**
 * The lockout actions (docs/product/access.md, "Lockouts and backoff"), the per-IP registration
 * budget, e-mail change requests, team budgets and password re-entries.
 */
export type LimitKind =
  | 'login'
  | 'register'
  | 'register_ip'
  | 'forgot'
  | 'resend'
  | 'email_change'
  /**
   * 3 team invitation attempts per hour, keyed on the user id
   * (docs/product/dashboard.md, "Team Challenge")
   */
  | 'team_invite'
  /**
   * One invitation status check per 3 hours, keyed on the user id
   * (docs/product/dashboard.md, "Team Challenge")
   */
  | 'team_status'
  /** Team Challenge invitation e-mails a student receives per UTC day, keyed on their user id */
  | 'invite_mail'
  /** Password re-entries before deleting the account or changing the e-mail */
  | 'reauth'
  /** Recovery code attempts, keyed on a hash of the username typed */
  | 'recover'
  /** Recovery code attempts per client IP */
  | 'recover_ip'
  /** A school's invitation to register, keyed on the address's hash: once a day */
  | 'roster_invite';

/**
 * The lockout table (docs/product/access.md, "Lockouts and backoff"), kept on the server: one row
 * per action and subject.
 */
@Entity('auth_limits')
@Index('uq_auth_limits_action_subject', ['action', 'subject'], { unique: true })
export class AuthLimit {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16 })
  action: LimitKind;

  /** Hash of the normalised e-mail, the client IP, or the user id (e-mail change requests). */
  @Column({ type: 'varchar', length: 254 })
  subject: string;

  @Column({ type: 'int' })
  attempts: number;

  @Column({ ...NULLABLE_DATETIME, name: 'window_started_at' })
  windowStartedAt: Date | null;

  @Column({ ...NULLABLE_DATETIME, name: 'last_attempt_at' })
  lastAttemptAt: Date | null;

  @Column({ ...NULLABLE_DATETIME, name: 'locked_until' })
  lockedUntil: Date | null;

  @Column({ type: 'int', name: 'daily_count' })
  dailyCount: number;

  /** UTC calendar date (YYYY-MM-DD) that dailyCount belongs to. */
  @Column({ type: 'varchar', length: 10, name: 'daily_date', nullable: true })
  dailyDate: string | null;

  /** Raised by every write: an attempt is written only over the version it was decided on. */
  @Column({ type: 'int', default: 0 })
  version: number;
}
