import type { ShareableReport } from '@aspire/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DATETIME, JSON_TEXT, NULLABLE_DATETIME, UUID } from '../../database/columns';
import { User } from '../../users/entities/user.entity';

/**
 * A student's read-only link for a parent (docs/decisions/0230-parent-links.md). The token is
 * never stored: only its SHA-256 (docs/decisions/0231-share-tokens-hashed-with-sha-256.md). A
 * link works while it is neither revoked nor expired, checked on every opening, so a revocation
 * holds on every instance at once. Erasing the student deletes it (ON DELETE CASCADE).
 */
@Entity('share_links')
@Index('uq_share_links_token', ['tokenHash'], { unique: true })
@Index('idx_share_links_user', ['userId', 'createdAt'])
export class ShareLink {
  @PrimaryColumn({ ...UUID })
  id: string;

  @Column({ ...UUID, name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_share_links_user' })
  user?: User;

  @Column({ type: 'varchar', length: 64, name: 'token_hash' })
  tokenHash: string;

  /** The reports the link shows, in the screens' order (domain/src/sharing/reports.ts). */
  @Column({ ...JSON_TEXT })
  reports: ShareableReport[];

  /** What the parent sees as the student's name; null shows no name at all. */
  @Column({ type: 'varchar', length: 50, name: 'display_name', nullable: true })
  displayName: string | null;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;

  @Column({ ...DATETIME, name: 'expires_at' })
  expiresAt: Date;

  @Column({ ...NULLABLE_DATETIME, name: 'revoked_at' })
  revokedAt: Date | null;
}
