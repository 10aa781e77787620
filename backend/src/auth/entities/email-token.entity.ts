import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, EMAIL, NULLABLE_DATETIME, UUID } from '../../database/columns';
import { User } from '../../users/entities/user.entity';

export type EmailTokenPurpose = 'verify' | 'reset' | 'email_change' | 'staff_invite';

/** Single-use links sent by e-mail; only the SHA-256 of the token is stored. */
@Entity('email_tokens')
@Index('uq_email_tokens_hash', ['tokenHash'], { unique: true })
@Index('idx_email_tokens_user_purpose', ['userId', 'purpose'])
export class EmailToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ ...UUID, name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_email_tokens_user' })
  user?: User;

  @Column({ type: 'varchar', length: 16 })
  purpose: EmailTokenPurpose;

  @Column({ type: 'varchar', length: 64, name: 'token_hash' })
  tokenHash: string;

  @Column({ ...EMAIL, name: 'new_email', nullable: true })
  newEmail: string | null;

  @Column({ ...DATETIME, name: 'expires_at' })
  expiresAt: Date;

  @Column({ ...NULLABLE_DATETIME, name: 'used_at' })
  usedAt: Date | null;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;
}
