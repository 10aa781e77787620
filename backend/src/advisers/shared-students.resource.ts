import { AdminResource, sortable } from '../admin/admin-resource';
import { AuthUser } from '../auth/auth-user';
import { AdvisersRepository } from './advisers.repository';
import { AdviserShare } from './entities/adviser-share.entity';

export const toSharedStudent = (s: AdviserShare) => ({
  id: s.userId,
  username: s.user?.username ?? '',
  year_group: s.user?.yearGroup ?? null,
  class_name: s.user?.className ?? null,
  reports: s.reports,
  shared_at: s.sharedAt,
  updated_at: s.updatedAt,
});
export type SharedStudentRow = ReturnType<typeof toSharedStudent>;

/**
 * "Students who have shared" for a careers adviser: the students of the adviser's school whose
 * consent names that school (docs/product/advisers.md). Read like every back-office list (on the
 * replica when there is one), so a revocation may show here after the replication delay; the
 * report itself is checked on the primary at every view.
 */
export const sharedStudentsResource = (
  shares: AdvisersRepository,
): AdminResource<AdviserShare, SharedStudentRow> => ({
  name: 'shared-students',
  // An adviser without a school sees nobody (-1 matches no school).
  query: (user: AuthUser) => shares.sharedWithSchool(user.schoolId ?? -1),
  sortable: sortable({
    shared_at: 's.sharedAt',
    updated_at: 's.updatedAt',
    username: 'u.username',
  }),
  defaultSort: ['shared_at', 'DESC'],
  // No filters: a school's list of consents is short, and sorted by date or name.
  filter: () => undefined,
  toResponse: toSharedStudent,
  // Never exported: the list has no CSV route (advisers have no exports).
  csv: [],
});
