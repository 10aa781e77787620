import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { AuditLog } from './entities/audit-log.entity';

export type AuditEntry = {
  actorId?: string | null;
  actorEmail?: string | null;
  action: string;
  resource: string;
  resourceId?: string | number | null;
  before?: object | null;
  after?: object | null;
  ip?: string | null;
  schoolId?: number | null;
};

/** Appends to the audit trail, always through the caller's transaction manager. */
@Injectable()
export class AuditService {
  constructor(private readonly clock: Clock) {}

  async record(manager: EntityManager, entry: AuditEntry): Promise<void> {
    await manager.insert(AuditLog, {
      actorId: entry.actorId ?? null,
      actorEmail: entry.actorEmail ?? null,
      action: entry.action,
      resource: entry.resource,
      resourceId: entry.resourceId == null ? null : String(entry.resourceId),
      before: entry.before ?? null,
      after: entry.after ?? null,
      ip: entry.ip ?? null,
      schoolId: entry.schoolId ?? null,
      at: this.clock.now(),
    });
  }
}
