import { roleLabel, yesNo } from '@aspire/domain';
import { AdminResource, filterIds, like, sortable, text } from '../admin/admin-resource';
import { schoolScope } from '../admin/school-scope';
import { AuthLimitsService } from '../auth/limits/auth-limits.service';
import { User } from './entities/user.entity';
import { UsersRepository } from './users.repository';

export const toAdminUser = (u: User) => ({
  id: u.id,
  email: u.email,
  username: u.username,
  role: u.role,
  app_role: u.appRole,
  school_id: u.schoolId,
  school_name: u.school?.name ?? null,
  age: u.age,
  verified: !!u.emailVerifiedAt,
  email_verified_at: u.emailVerifiedAt,
  locked_until: null as Date | null,
  created_at: u.createdAt,
});
export type AdminUser = ReturnType<typeof toAdminUser>;

/** The login lock of each listed user (limits are keyed on the e-mail's hash, not joinable). */
export async function withLocks(
  limits: AuthLimitsService,
  rows: AdminUser[],
): Promise<AdminUser[]> {
  if (!rows.length) return rows;
  const locked = await limits.lockedUntil(
    'login',
    rows.map((r) => r.email),
  );
  for (const row of rows) row.locked_until = locked.get(row.email) ?? row.locked_until;
  return rows;
}

export const usersResource = (
  users: UsersRepository,
  limits: AuthLimitsService,
): AdminResource<User, AdminUser> => ({
  name: 'users',
  personal: true,
  query: (user) => {
    const qb = users.list();
    const scope = schoolScope(user);
    if (scope !== null) qb.andWhere('u.school_id = :scope', { scope });
    return qb;
  },
  sortable: sortable({
    id: 'u.id',
    created_at: 'u.createdAt',
    email: 'u.email',
    username: 'u.username',
    role: 'u.role',
    verified: 'u.emailVerifiedAt',
  }),
  defaultSort: ['created_at', 'DESC'],
  filter: (qb, f) => {
    filterIds(qb, f.id);
    if (text(f.role)) qb.andWhere('u.role = :role', { role: text(f.role) });
    if (Number.isInteger(f.school_id))
      qb.andWhere('u.school_id = :school', { school: f.school_id });
    if (f.verified === true) qb.andWhere('u.email_verified_at IS NOT NULL');
    if (f.verified === false) qb.andWhere('u.email_verified_at IS NULL');
    if (text(f.q)) {
      qb.andWhere("(LOWER(u.email) LIKE :q ESCAPE '!' OR LOWER(u.username) LIKE :q ESCAPE '!')", {
        q: like(text(f.q)!),
      });
    }
  },
  toResponse: toAdminUser,
  decorate: (rows) => withLocks(limits, rows),
  csvRow: (row) => ({
    role: roleLabel(row.role),
    app_role: roleLabel(row.app_role),
    verified: yesNo(row.verified),
  }),
  csv: [
    'id',
    'email',
    'username',
    'role',
    'app_role',
    'school_id',
    'school_name',
    'age',
    'verified',
    'locked_until',
    'created_at',
  ],
});
