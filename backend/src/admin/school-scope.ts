import { AuthUser } from '../auth/auth-user';
import { NO_PERMISSION } from '../auth/decorators/auth.decorator';
import { AppError } from '../common/app-error';

export const OTHER_SCHOOL = 'This record belongs to another school.';

/**
 * The school a caller may see: null for an admin (everything), the coordinator's own school
 * otherwise. A coordinator without a school sees nothing (-1 matches no row).
 */
export function schoolScope(user: AuthUser): number | null {
  if (user.role === 'admin') return null;
  if (user.role === 'coordinator') return user.schoolId ?? -1;
  throw AppError.forbidden(NO_PERMISSION);
}

export function assertInScope(user: AuthUser, schoolId: number | null): void {
  const scope = schoolScope(user);
  if (scope !== null && scope !== schoolId) {
    throw AppError.forbidden(OTHER_SCHOOL);
  }
}

/**
 * A coordinator's write always goes to their own school: naming another school in the request
 * is refused as a whole (403), rather than each of its rows one by one.
 */
export function assertTargetInScope(user: AuthUser, schoolIdInput: number | null | undefined) {
  const scope = schoolScope(user);
  if (scope !== null && schoolIdInput != null && schoolIdInput !== scope) {
    throw AppError.forbidden(OTHER_SCHOOL);
  }
}
