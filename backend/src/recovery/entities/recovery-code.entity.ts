import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, NULLABLE_DATETIME, UUID } from '../../database/columns';
import { User } from '../../users/entities/user.entity';

/**
 * A single-use code a coordinator prints for a student who cannot reach the school
 * mailbox. Only an HMAC-SHA256 of the code (server key) is stored; a code is live while neither
 * used nor revoked and not expired. Erasing the student deletes the rows (ON DELETE CASCADE).
 */
@Entity('recovery_codes')
@Index('uq_recovery_codes_hash', ['codeHash'], { unique: true })
@Index('idx_recovery_codes_user', ['userId'])
export class RecoveryCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ ...UUID, name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_recovery_codes_user' })
  user?: User;

  @Column({ type: 'varchar', length: 64, name: 'code_hash' })
  codeHash: string;

  @Column({ ...DATETIME, name: 'expires_at' })
  expiresAt: Date;

  @Column({ ...NULLABLE_DATETIME, name: 'used_at' })
  usedAt: Date | null;

  @Column({ ...NULLABLE_DATETIME, name: 'revoked_at' })
  revokedAt: Date | null;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;
}
