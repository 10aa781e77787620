import { auditActionLabel, auditResourceLabel } from '@aspire/domain';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminListService } from '../admin/admin-list.service';
import { AdminReadController } from '../admin/admin-read.controller';
import { AdminResource, filterIds, like, sortable, text } from '../admin/admin-resource';
import { IdPipe } from '../admin/id.pipe';
import { schoolScope } from '../admin/school-scope';
import { AuthUser } from '../auth/auth-user';
import { Auth } from '../auth/decorators/auth.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { AppError } from '../common/app-error';
import { AuditLogRepository } from './audit-log.repository';
import { AuditLog } from './entities/audit-log.entity';
import { Answers } from '../common/dto/responses';
import { AdminAuditResponse } from './dto/audit.response';

const toAdminAudit = (a: AuditLog) => ({
  id: a.id,
  actor_id: a.actorId,
  actor_email: a.actorEmail,
  action: a.action,
  resource: a.resource,
  resource_id: a.resourceId,
  before: a.before,
  after: a.after,
  ip: a.ip ?? null,
  at: a.at,
});
export type AdminAudit = ReturnType<typeof toAdminAudit>;

/** Every column but `ip`. */
const COORDINATOR_COLUMNS: (keyof AuditLog)[] = [
  'id',
  'actorId',
  'actorEmail',
  'action',
  'resource',
  'resourceId',
  'before',
  'after',
  'schoolId',
  'at',
];

const COORDINATOR_SORT = sortable({
  id: 'a.id',
  at: 'a.at',
  actor_email: 'a.actorEmail',
  action: 'a.action',
  resource: 'a.resource',
  resource_id: 'a.resourceId',
});
/** Admins may also order by address; a coordinator's list must not compare addresses unseen. */
const ADMIN_SORT = new Map([...COORDINATOR_SORT, ['ip', 'a.ip']]);

const date = (v: unknown): Date | undefined => {
  const d = typeof v === 'string' ? new Date(v) : undefined;
  return d && !Number.isNaN(d.getTime()) ? d : undefined;
};

const auditResource = (logs: AuditLogRepository): AdminResource<AuditLog, AdminAudit> => ({
  name: 'audit-logs',
  personal: true,
  query: (user) => {
    const qb = logs.list();
    const scope = schoolScope(user);
    if (scope !== null) {
      qb.andWhere('a.school_id = :scope', { scope });
      // Coordinators read what was done, not from where: never an address (on screen or in CSV).
      qb.select(COORDINATOR_COLUMNS.map((c) => `a.${c}`));
    }
    return qb;
  },
  sortable: ADMIN_SORT,
  sortableFor: (user) => (schoolScope(user) === null ? ADMIN_SORT : COORDINATOR_SORT),
  defaultSort: ['at', 'DESC'],
  filter: (qb, f) => {
    filterIds(qb, f.id);
    if (text(f.actor_email))
      qb.andWhere("LOWER(a.actor_email) LIKE :actor ESCAPE '!'", {
        actor: like(text(f.actor_email)!),
      });
    if (text(f.resource)) qb.andWhere('a.resource = :resource', { resource: text(f.resource) });
    if (text(f.resource_id)) qb.andWhere('a.resource_id = :rid', { rid: text(f.resource_id) });
    if (text(f.action)) qb.andWhere('a.action = :action', { action: text(f.action) });
    if (date(f.at_gte)) qb.andWhere('a.at >= :from', { from: date(f.at_gte) });
    if (date(f.at_lte)) qb.andWhere('a.at <= :to', { to: date(f.at_lte) });
  },
  toResponse: toAdminAudit,
  csvRow: (row) => ({
    action: auditActionLabel(row.action),
    resource: auditResourceLabel(row.resource),
  }),
  csv: [
    'id',
    'at',
    'actor_id',
    'actor_email',
    'action',
    'resource',
    'resource_id',
    'before',
    'after',
    'ip',
  ],
});

/** The audit trail, read-only: admins see all of it, coordinators their school's rows. */
@ApiTags('admin')
@Auth('admin', 'coordinator')
@Controller('admin/audit-logs')
export class AuditAdminController extends AdminReadController(AdminAuditResponse)<
  AuditLog,
  AdminAudit
> {
  protected readonly resource;

  constructor(logs: AuditLogRepository, lists: AdminListService) {
    super(lists);
    this.resource = auditResource(logs);
  }

  @Get(':id')
  @Answers(AdminAuditResponse)
  async get(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthUser) {
    const row = await this.resource.query(user).andWhere('a.id = :id', { id }).getOne();
    if (!row) throw AppError.notFound('Audit entry not found.');
    return toAdminAudit(row);
  }
}
