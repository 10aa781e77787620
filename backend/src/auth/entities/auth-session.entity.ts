import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DATETIME, NULLABLE_DATETIME, UUID } from '../../database/columns';
import { User } from '../../users/entities/user.entity';
import type { TokenScope } from '../jwt/token.service';

/**
 * One signed-in session: every token carries the id of its row as `sid`, and a token
 * whose row is gone no longer works. Logging out deletes the row; "log out everywhere" deletes
 * every row of the user; erasing the user deletes them all (ON DELETE CASCADE). `lastSeenAt` ends
 * a session left unused (docs/decisions/0088-idle-sessions.md); a request moves it forward at most
 * once a minute, with one conditional UPDATE.
 */
@Entity('auth_sessions')
// By user: "log out everywhere", the foreign key. By expiry: the retention job's clean-up.
@Index('idx_auth_sessions_user_expires', ['userId', 'expiresAt'])
@Index('idx_auth_sessions_expires', ['expiresAt'])
export class AuthSession {
  @PrimaryColumn({ ...UUID })
  id: string;

  @Column({ ...UUID, name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_auth_sessions_user' })
  user?: User;

  @Column({ type: 'varchar', length: 16 })
  scope: TokenScope;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;

  @Column({ ...DATETIME, name: 'expires_at' })
  expiresAt: Date;

  /** The last request that moved it (at most a minute behind the last request); null: createdAt. */
  @Column({ ...NULLABLE_DATETIME, name: 'last_seen_at' })
  lastSeenAt: Date | null;
}
