import { DAY_MS, ROSTER_STATES, type RosterState } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, SelectQueryBuilder } from 'typeorm';
import { text, like } from '../admin/admin-resource';
import { AssessmentProgress } from '../assessments/entities/assessment-progress.entity';
import { AppError } from '../common/app-error';
import { onRunner, ReadReplica } from '../database/read-replica';
import { WhitelistEntry } from '../whitelist/entities/whitelist-entry.entity';
import { unverifiedDays } from './roster-rules';

/**
 * The school's roster as one derived table `r` (docs/product/coordinators.md, "Students"): every
 * e-mail entry of the whitelist, with the student who registered with it when there is one, and
 * every student who came in by a domain (no entry of their own). A student appears once: the
 * entry and the account meet on the address within one school.
 */
const ROSTER = `(
  SELECT w.id AS entry_id, u.id AS user_id, COALESCE(u.email, w.value) AS email,
    u.username AS username, COALESCE(u.year_group, w.year_group) AS year_group,
    COALESCE(u.class_name, w.class_name) AS class_name, w.school_id AS school_id,
    u.created_at AS registered_at, u.email_verified_at AS verified_at, 1 AS rostered,
    CASE WHEN u.id IS NULL THEN 'not_registered'
      WHEN u.email_verified_at IS NULL THEN 'not_verified' ELSE 'active' END AS state
  FROM whitelist_entries w
  LEFT JOIN users u ON u.email = w.value AND u.role = 'user' AND u.school_id = w.school_id
  WHERE w.type = 'email' AND (:anySchool = 1 OR w.school_id = :rosterSchool)
  UNION ALL
  SELECT NULL, u.id, u.email, u.username, u.year_group, u.class_name, u.school_id,
    u.created_at, u.email_verified_at, 0,
    CASE WHEN u.email_verified_at IS NULL THEN 'not_verified' ELSE 'active' END
  FROM users u
  WHERE u.role = 'user' AND (:anySchool = 1 OR u.school_id = :rosterSchool)
    AND NOT EXISTS (SELECT 1 FROM whitelist_entries e
      WHERE e.type = 'email' AND e.value = u.email AND e.school_id = u.school_id)
)`;

/** The columns a person may order the roster by (an allowlist: never a name from the request). */
export const ROSTER_SORT = new Map<string, string>([
  ['id', 'r.email'],
  ['username', 'r.username'],
  ['email', 'r.email'],
  ['state', 'r.state'],
  ['year_group', 'r.year_group'],
  ['class_name', 'r.class_name'],
  ['registered_at', 'r.registered_at'],
  ['verified_at', 'r.verified_at'],
]);

const completed = (type: string) =>
  `EXISTS (SELECT 1 FROM assessment_progress c WHERE c.user_id = r.user_id AND c.assessment_type = '${type}' AND c.is_completed = 1)`;

/** "Started but not finished": some assessment with a session and no completion of its type. */
const STARTED_NOT_FINISHED = `EXISTS (SELECT 1 FROM assessment_progress s WHERE s.user_id = r.user_id AND s.is_completed = 0
  AND NOT EXISTS (SELECT 1 FROM assessment_progress d WHERE d.user_id = r.user_id
    AND d.assessment_type = s.assessment_type AND d.is_completed = 1))`;

/**
 * The roster of `schoolId` (null: every school, admins only) with the list's filters: search,
 * year group, class, account state (not registered, not verified, active), and the progress
 * filters (not verified for N+ days, started but not finished, finished everything).
 */
function rosterQuery(
  entries: Repository<WhitelistEntry>,
  schoolId: number | null,
  filter: Record<string, unknown>,
  now: Date,
): SelectQueryBuilder<object> {
  const qb = entries.manager
    .createQueryBuilder()
    .from(ROSTER, 'r')
    .setParameters({ anySchool: schoolId === null ? 1 : 0, rosterSchool: schoolId ?? -1 });
  if (Number.isInteger(filter.school_id))
    qb.andWhere('r.school_id = :school', { school: filter.school_id });
  if (text(filter.year_group))
    qb.andWhere('r.year_group = :year', { year: text(filter.year_group) });
  if (text(filter.class_name)) qb.andWhere('r.class_name = :cls', { cls: text(filter.class_name) });
  if (text(filter.q)) {
    qb.andWhere("(LOWER(r.email) LIKE :q ESCAPE '!' OR LOWER(r.username) LIKE :q ESCAPE '!')", {
      q: like(text(filter.q)!),
    });
  }
  if (filter.state !== undefined && filter.state !== null && filter.state !== '') {
    if (!ROSTER_STATES.includes(filter.state as RosterState))
      throw AppError.badRequest(`The state filter must be one of ${ROSTER_STATES.join(', ')}.`);
    qb.andWhere('r.state = :state', { state: filter.state });
  }
  if (filter.rostered === true || filter.rostered === false)
    qb.andWhere('r.rostered = :rostered', { rostered: filter.rostered ? 1 : 0 });
  switch (filter.status) {
    case 'unverified': {
      const before = new Date(now.getTime() - unverifiedDays(filter.unverified_days) * DAY_MS);
      qb.andWhere("r.state = 'not_verified' AND r.registered_at <= :before", { before });
      break;
    }
    case 'started_not_finished':
      qb.andWhere(STARTED_NOT_FINISHED);
      break;
    case 'finished_all':
      qb.andWhere(['Career', 'Subject', 'SubjectPart3', 'Learning'].map(completed).join(' AND '));
      break;
  }
  return qb;
}

export type RawRosterRow = Record<string, unknown>;
export type ProgressRow = {
  user_id: string;
  type: string;
  completed_at: unknown;
  active_at: unknown;
};

/** The roster's statements, read on the replica (docs/decisions/0101-students-are-the-roster.md). */
@Injectable()
export class RosterRepository {
  constructor(
    @InjectRepository(WhitelistEntry) private readonly entries: Repository<WhitelistEntry>,
    @InjectRepository(AssessmentProgress)
    private readonly sessions: Repository<AssessmentProgress>,
    private readonly replica: ReadReplica,
  ) {}

  /** The filtered roster; throws 400 for an unknown state. */
  query(schoolId: number | null, filter: Record<string, unknown>, now: Date) {
    return rosterQuery(this.entries, schoolId, filter, now);
  }

  /** How many rows match, and the page of them in the given order. */
  page(
    count: SelectQueryBuilder<object>,
    sorted: SelectQueryBuilder<object>,
    start: number,
    size: number,
  ): Promise<readonly [RawRosterRow[], number]> {
    return this.replica.read(async (runner) => {
      const counted = onRunner(count, runner).select('COUNT(*)', 'cnt').orderBy();
      const total = Number((await counted.getRawOne<{ cnt: unknown }>())?.cnt ?? 0);
      if (total <= start) return [[], total] as const;
      const rows = await onRunner(sorted, runner)
        .offset(start)
        .limit(size)
        .getRawMany<RawRosterRow>();
      return [rows, total] as const;
    });
  }

  /** One chunk of an export. */
  chunk(sorted: SelectQueryBuilder<object>, skip: number, size: number): Promise<RawRosterRow[]> {
    return this.replica.read((runner) =>
      onRunner(sorted, runner).offset(skip).limit(size).getRawMany<RawRosterRow>(),
    );
  }

  /** The newest completion and the last progress of each student, per assessment. */
  progress(userIds: string[]): Promise<ProgressRow[]> {
    const qb = this.sessions
      .createQueryBuilder('p')
      .select('p.user_id', 'user_id')
      .addSelect('p.assessment_type', 'type')
      .addSelect(
        'MAX(CASE WHEN p.is_completed = 1 THEN p.last_completion_date END)',
        'completed_at',
      )
      .addSelect('MAX(p.updated_at)', 'active_at')
      .where({ userId: In(userIds) })
      .groupBy('p.user_id')
      .addGroupBy('p.assessment_type');
    return this.replica.rawMany<ProgressRow>(qb);
  }

  /**
   * The school's rostered addresses nobody of the school registered with (a year group and/or
   * class), on the primary: an invitation leads to a write, and a lagging copy would invite a
   * student who registered a moment ago.
   */
  notRegistered(
    schoolId: number | null,
    yearGroup: string | undefined,
    className: string | undefined,
  ): Promise<WhitelistEntry[]> {
    const qb = this.entries
      .createQueryBuilder('w')
      .leftJoinAndSelect('w.school', 'school')
      .where("w.type = 'email'")
      .andWhere(
        "NOT EXISTS (SELECT 1 FROM users u WHERE u.email = w.value AND u.role = 'user' AND u.school_id = w.school_id)",
      );
    if (schoolId !== null) qb.andWhere('w.school_id = :school', { school: schoolId });
    if (yearGroup) qb.andWhere('w.year_group = :year', { year: yearGroup });
    if (className) qb.andWhere('w.class_name = :cls', { cls: className });
    return qb.orderBy('w.id', 'ASC').getMany();
  }
}
