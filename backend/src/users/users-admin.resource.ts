import { roleLabel, yesNo } from '@aspire/domain';
import { In, DataSource } from 'typeorm';
import { AdminResource, filterIds, like, sortable, text } from '../admin/admin-resource';
import { schoolScope } from '../admin/school-scope';
import { AuthLimit } from '../auth/entities/auth-limit.entity';
import { emailKey } from '../auth/limits/auth-limits.service';
import { Clock } from '../common/clock';
import { User } from './entities/user.entity';

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
  ds: DataSource,
  clock: Clock,
  rows: AdminUser[],
): Promise<AdminUser[]> {
  if (!rows.length) return rows;
  const keys = new Map(rows.map((r) => [emailKey(r.email), r]));
  const locks = await ds
    .getRepository(AuthLimit)
    .findBy({ action: 'login', subject: In([...keys.keys()]) });
  const now = clock.now();
  for (const lock of locks) {
    if (lock.lockedUntil && lock.lockedUntil > now)
      keys.get(lock.subject)!.locked_until = lock.lockedUntil;
  }
  return rows;
}

export const usersResource = (ds: DataSource, clock: Clock): AdminResource<User, AdminUser> => ({
  name: 'users',
  query: (user) => {
    const qb = ds
      .getRepository(User)
      .createQueryBuilder('u')
      .leftJoinAndSelect('u.school', 'school');
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
  decorate: (rows) => withLocks(ds, clock, rows),
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
