import type { SsoProvider } from '@aspire/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BOOLEAN, DATETIME, JSON_TEXT } from '../../database/columns';
import { School } from '../../schools/entities/school.entity';

/**
 * A school's single sign-on (docs/product/access.md "School sign-in"): which provider, Aspire's
 * client there, and the lock (Workspace domain or Entra tenant, the allowed e-mail domains). The
 * client secret is only ever stored sealed (see secret-box.ts) and never leaves the server.
 */
@Entity('school_sso_configs')
@Index('uq_school_sso_configs_school_provider', ['schoolId', 'provider'], { unique: true })
export class SchoolSsoConfig {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', name: 'school_id' })
  schoolId: number;

  @ManyToOne(() => School, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'school_id', foreignKeyConstraintName: 'fk_school_sso_configs_school' })
  school?: School;

  @Column({ type: 'varchar', length: 16 })
  provider: SsoProvider;

  @Column({ type: 'varchar', length: 255, name: 'client_id' })
  clientId: string;

  /** AES-256-GCM, sealed with SSO_SECRET_KEY and bound to this school and provider. */
  @Column({ type: 'varchar', length: 1024, name: 'client_secret_sealed' })
  clientSecretSealed: string;

  /** Microsoft: the school's Entra tenant id; the token's `tid` must equal it. */
  @Column({ type: 'varchar', length: 36, name: 'tenant_id', nullable: true })
  tenantId: string | null;

  /** Google: the school's Workspace domain; the token's `hd` must equal it. */
  @Column({ type: 'varchar', length: 253, name: 'workspace_domain', nullable: true })
  workspaceDomain: string | null;

  /** The e-mail domains this sign-in accepts (lower case). */
  @Column({ ...JSON_TEXT, name: 'allowed_domains' })
  allowedDomains: string[];

  @Column({ ...BOOLEAN })
  enabled: boolean;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;

  @Column({ ...DATETIME, name: 'updated_at' })
  updatedAt: Date;
}
