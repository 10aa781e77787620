import { AdminResource, filterIds, like, sortable, text } from '../admin/admin-resource';
import { schoolScope } from '../admin/school-scope';
import { RejectedSignupsRepository } from '../auth/rejected-signups.repository';
import { RejectedSignup } from './entities/rejected-signup.entity';
import { whereSchoolCouldAdd } from './rejected-signups.repository';

export const toRejectedSignup = (r: RejectedSignup) => ({
  id: r.id,
  domain: r.domain,
  attempts: r.attempts,
  first_attempt_at: r.firstAttemptAt,
  last_attempt_at: r.lastAttemptAt,
});
export type RejectedSignupRow = ReturnType<typeof toRejectedSignup>;

/**
 * Refused sign-ups by domain. A coordinator sees the domains their school could add: its own
 * domains' subdomains (e.g. students.demo-school.test under demo-school.test); admins see all.
 */
export const rejectedSignupsResource = (
  rows: RejectedSignupsRepository,
): AdminResource<RejectedSignup, RejectedSignupRow> => ({
  name: 'rejected-signups',
  query: (user) => {
    const qb = rows.list();
    const scope = schoolScope(user);
    return scope === null ? qb : whereSchoolCouldAdd(qb, scope);
  },
  sortable: sortable({
    id: 'r.id',
    domain: 'r.domain',
    attempts: 'r.attempts',
    last_attempt_at: 'r.lastAttemptAt',
  }),
  defaultSort: ['attempts', 'DESC'],
  filter: (qb, f) => {
    filterIds(qb, f.id);
    if (text(f.q)) qb.andWhere("LOWER(r.domain) LIKE :q ESCAPE '!'", { q: like(text(f.q)!) });
  },
  toResponse: toRejectedSignup,
  csv: ['domain', 'attempts', 'first_attempt_at', 'last_attempt_at'],
});
