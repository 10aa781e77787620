import type { SsoProvider } from '@aspire/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, EMAIL, UUID } from '../../database/columns';
import { User } from '../../users/entities/user.entity';

/**
 * An account's link to a provider's account: the issuer and subject (stable; e-mail addresses
 * change) and the e-mail it had. Nothing else from the provider's tokens is kept
 * (docs/product/privacy.md). Erasing the user erases it (ON DELETE CASCADE).
 */
@Entity('sso_identities')
@Index('uq_sso_identities_subject', ['issuer', 'subject'], { unique: true })
@Index('uq_sso_identities_user_issuer', ['userId', 'issuer'], { unique: true })
export class SsoIdentity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ ...UUID, name: 'user_id' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_sso_identities_user' })
  user?: User;

  @Column({ type: 'varchar', length: 16 })
  provider: SsoProvider;

  @Column({ type: 'varchar', length: 255 })
  issuer: string;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  @Column(EMAIL)
  email: string;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;
}
