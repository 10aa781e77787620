import type { SsoApp } from '@aspire/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DATETIME, NULLABLE_DATETIME, UUID } from '../../database/columns';
import { User } from '../../users/entities/user.entity';
import { SchoolSsoConfig } from './school-sso-config.entity';

/** What the callback decided, for the sign-in page to collect (once). */
export type SsoOutcome = 'signed-in' | 'register' | 'refused';

/**
 * One sign-in in flight, from the button to the session (docs/decisions/0161): the hashes of its
 * `state` and of the browser cookie that binds it, its nonce and PKCE verifier, then what the
 * callback decided. Each step is one conditional UPDATE, so a replayed `state` or a second
 * collection finds nothing to take. Rows live minutes; expired ones are deleted.
 */
@Entity('sso_attempts')
@Index('uq_sso_attempts_state', ['stateHash'], { unique: true })
@Index('idx_sso_attempts_expires', ['expiresAt'])
export class SsoAttempt {
  @PrimaryColumn({ ...UUID })
  id: string;

  @Column({ type: 'varchar', length: 64, name: 'state_hash' })
  stateHash: string;

  @Column({ type: 'varchar', length: 64, name: 'browser_hash' })
  browserHash: string;

  @Column({ type: 'int', name: 'config_id' })
  configId: number;

  @ManyToOne(() => SchoolSsoConfig, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'config_id', foreignKeyConstraintName: 'fk_sso_attempts_config' })
  config?: SchoolSsoConfig;

  @Column({ type: 'varchar', length: 16 })
  app: SsoApp;

  @Column({ type: 'varchar', length: 64 })
  nonce: string;

  @Column({ type: 'varchar', length: 128, name: 'code_verifier' })
  codeVerifier: string;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;

  @Column({ ...DATETIME, name: 'expires_at' })
  expiresAt: Date;

  /** Set when the provider's answer was taken: a second callback with this state is refused. */
  @Column({ ...NULLABLE_DATETIME, name: 'returned_at' })
  returnedAt: Date | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  outcome: SsoOutcome | null;

  /** The refusal shown on the sign-in page (a catalogue text, never provider output). */
  @Column({ type: 'varchar', length: 400, nullable: true })
  message: string | null;

  /** signed-in: the account; register: null until the account exists. */
  @Column({ ...UUID, name: 'user_id', nullable: true })
  userId: string | null;

  /** Erasing the account erases its sign-ins in flight. */
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_sso_attempts_user' })
  user?: User;

  /** register: the verified address, issuer and subject the new account is created with. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  issuer: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  subject: string | null;

  /** Set when the sign-in page collected the outcome (or the registration used it). */
  @Column({ ...NULLABLE_DATETIME, name: 'finished_at' })
  finishedAt: Date | null;
}
