import { EntityManager, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { OTHER_SCHOOL, schoolScope } from '../admin/school-scope';
import { AuthUser } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { School } from '../schools/entities/school.entity';
import { knownSchool } from '../schools/known-school';

/** Which students a report counts: one school (or every school for an admin), a year group, a class. */
export type Cohort = {
  /** null: every school (admins only) */
  schoolId: number | null;
  yearGroup: string | null;
  className: string | null;
};

/**
 * The school a report may read, decided on the server: a coordinator reads their own school
 * (asking for another is a 403), an admin any school or, without one, all schools. The school
 * is looked up on the primary (in the caller's transaction, or on the `School` repository): a
 * school created a moment ago is reportable at once.
 */
export async function reportSchool(
  schools: EntityManager | Repository<School>,
  user: AuthUser,
  requested: number | null | undefined,
): Promise<number | null> {
  const scope = schoolScope(user);
  if (scope === null) return knownSchool(schools, requested);
  if (requested !== undefined && requested !== null && requested !== scope) {
    throw AppError.forbidden(OTHER_SCHOOL);
  }
  return scope;
}

/** The students of a cohort (role `user`; staff are never counted), on alias `u`. */
export function whereCohort<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  cohort: Cohort,
): SelectQueryBuilder<T> {
  qb.andWhere("u.role = 'user'");
  if (cohort.schoolId !== null) qb.andWhere('u.school_id = :school', { school: cohort.schoolId });
  if (cohort.yearGroup !== null) qb.andWhere('u.year_group = :year', { year: cohort.yearGroup });
  if (cohort.className !== null) qb.andWhere('u.class_name = :cls', { cls: cohort.className });
  return qb;
}

/** SQL that differs between SQLite and MySQL/MariaDB, kept in one place. */
export const dialect = (manager: EntityManager) => {
  const sqlite = manager.connection.options.type === 'better-sqlite3';
  return {
    /** Whole weeks from `:fromParam` to `column` (column >= from). */
    weekIndex: (column: string, fromParam: string) =>
      sqlite
        ? `CAST((julianday(${column}) - julianday(:${fromParam})) / 7 AS INTEGER)`
        : `FLOOR(TIMESTAMPDIFF(SECOND, :${fromParam}, ${column}) / 604800)`,
    /** `'%.' || column`: a subdomain pattern of a stored domain. */
    subdomainOf: (column: string) => (sqlite ? `'%.' || ${column}` : `CONCAT('%.', ${column})`),
  };
};

/** A list's `school_id` filter: a coordinator naming another school is refused, not emptied. */
export function assertSchoolFilter<P extends { filter: Record<string, unknown> }>(
  user: AuthUser,
  params: P,
): P {
  const scope = schoolScope(user);
  const asked = params.filter.school_id;
  if (scope !== null && asked !== undefined && asked !== null && asked !== scope) {
    throw AppError.forbidden(OTHER_SCHOOL);
  }
  return params;
}
