import { SelectQueryBuilder } from 'typeorm';
import { RejectedSignup } from './entities/rejected-signup.entity';
import { dialect } from './report-scope';

/**
 * Narrows refused sign-ups (alias `r`) to the domains a school could add: one of its whitelisted
 * domains, or a subdomain of one (students.demo-school.test under demo-school.test).
 */
export function whereSchoolCouldAdd(
  qb: SelectQueryBuilder<RejectedSignup>,
  schoolId: number,
): SelectQueryBuilder<RejectedSignup> {
  const subdomain = dialect(qb.connection.manager).subdomainOf('w.value');
  return qb.andWhere(
    `EXISTS (SELECT 1 FROM whitelist_entries w WHERE w.school_id = :scope AND w.type = 'domain'
      AND (r.domain = w.value OR r.domain LIKE ${subdomain}))`,
    { scope: schoolId },
  );
}
