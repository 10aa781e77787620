import { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { User } from '../users/entities/user.entity';

export type StaffSignInMethod = 'password' | 'sso';

/**
 * A successful back-office sign-in is on the school's audit trail: who, when, from where and how
 * (docs/product/coordinators.md, "Admins only": the audit log).
 */
export function recordStaffSignIn(
  audit: AuditService,
  manager: EntityManager,
  user: Pick<User, 'id' | 'email' | 'schoolId' | 'role'>,
  ip: string | null,
  method: StaffSignInMethod,
): Promise<void> {
  return audit.record(manager, {
    actorId: user.id,
    actorEmail: user.email,
    action: 'staff_login',
    resource: 'auth',
    resourceId: user.id,
    after: { method, role: user.role },
    ip,
    schoolId: user.schoolId,
  });
}
