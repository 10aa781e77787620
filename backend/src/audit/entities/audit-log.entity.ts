import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, EMAIL, NULLABLE_JSON_TEXT, UUID } from '../../database/columns';

/**
 * Append-only trail of admin changes and security events. No foreign keys on purpose: a row
 * must outlive the user or record it describes (erasure anonymises actor_email instead).
 */
@Entity('audit_logs')
@Index('idx_audit_resource', ['resource', 'resourceId'])
@Index('idx_audit_actor', ['actorId'])
@Index('idx_audit_at', ['at'])
@Index('idx_audit_school_at', ['schoolId', 'at'])
export class AuditLog {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ ...UUID, name: 'actor_id', nullable: true })
  actorId: string | null;

  @Column({ ...EMAIL, name: 'actor_email', nullable: true })
  actorEmail: string | null;

  @Column({ type: 'varchar', length: 64 })
  action: string;

  @Column({ type: 'varchar', length: 64 })
  resource: string;

  @Column({ type: 'varchar', length: 64, name: 'resource_id', nullable: true })
  resourceId: string | null;

  @Column(NULLABLE_JSON_TEXT)
  before: object | null;

  @Column(NULLABLE_JSON_TEXT)
  after: object | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  /** The school the change belongs to, so a coordinator can read their school's trail. */
  @Column({ type: 'int', name: 'school_id', nullable: true })
  schoolId: number | null;

  @Column(DATETIME)
  at: Date;
}
