import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
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

/** Who changed something in the back-office: the signed-in staff member and their address. */
export type AuditActor = { user: { id: string; email: string }; ip: string };

/** One back-office change: what was done to which row, the row before and after. */
export type AuditedChange = {
  action: string;
  resource: string;
  id: string | number | null;
  before: object | null;
  after: object | null;
  schoolId?: number | null;
};

/** Appends to the audit trail, always through the caller's transaction manager. */
@Injectable()
export class AuditService {
  constructor(
    @InjectRepository(AuditLog) private readonly logs: Repository<AuditLog>,
    private readonly clock: Clock,
  ) {}

  /** Every audited change to these resources, oldest first (e.g. an instrument's edit history). */
  changesOf(resources: string[]): Promise<AuditLog[]> {
    return this.logs.find({
      where: { resource: In(resources) },
      order: { at: 'ASC', id: 'ASC' },
    });
  }

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

  /** One row on its own, outside any transaction (a read that is audited, e.g. an export). */
  recordNow(entry: AuditEntry): Promise<void> {
    return this.record(this.logs.manager, entry);
  }

  /** The audited write of every back-office resource (written once). */
  recordChange(manager: EntityManager, actor: AuditActor, change: AuditedChange): Promise<void> {
    return this.record(manager, {
      actorId: actor.user.id,
      actorEmail: actor.user.email,
      action: change.action,
      resource: change.resource,
      resourceId: change.id,
      before: change.before,
      after: change.after,
      ip: actor.ip,
      schoolId: change.schoolId,
    });
  }
}
