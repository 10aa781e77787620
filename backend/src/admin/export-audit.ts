import { AuditService } from '../audit/audit.service';
import { AuthUser, isAdmin } from '../auth/auth-user';
import { INT_MAX } from '../database/columns';
import { ListParams } from './list-query';

/** The school an export is about: a coordinator's own, or the one an admin filtered on. */
function schoolOf(user: AuthUser, params: ListParams): number | null {
  if (!isAdmin(user)) return user.schoolId;
  const named = Number(params.filter.school_id);
  // A filter may name any number; only an id the school column can hold names a school.
  return Number.isInteger(named) && named > 0 && named <= INT_MAX ? named : null;
}

/**
 * A CSV export of rows that name people is on the audit trail, with the filter and sort it was
 * made with, so a school can tell who took a copy of its students' data and which
 * (docs/product/coordinators.md, "Admins only": the audit log; docs/decisions/0110).
 */
export function recordExport(
  audit: AuditService,
  actor: { user: AuthUser; ip: string },
  resource: string,
  params: ListParams,
): Promise<void> {
  return audit.recordNow({
    actorId: actor.user.id,
    actorEmail: actor.user.email,
    action: 'export_csv',
    resource,
    after: { filter: params.filter, sort: params.sort },
    ip: actor.ip,
    schoolId: schoolOf(actor.user, params),
  });
}
