import { DAY_MS, UNVERIFIED_DAYS_DEFAULT, UNVERIFIED_DAYS_MAX } from '@aspire/domain';
import { In, Repository } from 'typeorm';
import { AdminResource, filterIds, like, sortable, text } from '../admin/admin-resource';
import { schoolScope } from '../admin/school-scope';
import { AssessmentProgress } from '../assessments/entities/assessment-progress.entity';
import { Clock } from '../common/clock';
import { ReadReplica } from '../database/read-replica';
import { User } from '../users/entities/user.entity';

export const toStudentRow = (u: User) => ({
  id: u.id,
  username: u.username,
  email: u.email,
  school_id: u.schoolId,
  year_group: u.yearGroup,
  class_name: u.className,
  registered_at: u.createdAt,
  verified_at: u.emailVerifiedAt,
  last_active_at:
    u.emailVerifiedAt && u.emailVerifiedAt > u.createdAt ? u.emailVerifiedAt : u.createdAt,
  futureready_completed_at: null as Date | null,
  uniready_completed_at: null as Date | null,
  part_iii_completed_at: null as Date | null,
  studystyle_completed_at: null as Date | null,
});
export type StudentRow = ReturnType<typeof toStudentRow>;

const COMPLETED_AT: Record<string, keyof StudentRow> = {
  Career: 'futureready_completed_at',
  Subject: 'uniready_completed_at',
  SubjectPart3: 'part_iii_completed_at',
  Learning: 'studystyle_completed_at',
};

const completed = (type: string) =>
  `EXISTS (SELECT 1 FROM assessment_progress c WHERE c.user_id = u.id AND c.assessment_type = '${type}' AND c.is_completed = 1)`;

/** "Started but not finished": some assessment with a session and no completion of its type. */
const STARTED_NOT_FINISHED = `EXISTS (SELECT 1 FROM assessment_progress s WHERE s.user_id = u.id AND s.is_completed = 0
  AND NOT EXISTS (SELECT 1 FROM assessment_progress d WHERE d.user_id = u.id
    AND d.assessment_type = s.assessment_type AND d.is_completed = 1))`;

/** The days of the "not verified for N days" filter: 7 unless a whole number 0..365 is given. */
export const unverifiedDays = (value: unknown): number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= UNVERIFIED_DAYS_MAX
    ? (value as number)
    : UNVERIFIED_DAYS_DEFAULT;

/** A raw DATETIME: mysql2 answers a Date, SQLite the UTC text TypeORM wrote. */
const rawDate = (v: unknown): Date | null => {
  if (v instanceof Date) return v;
  if (typeof v !== 'string' || !v) return null;
  return new Date(v.includes('T') ? v : `${v.replace(' ', 'T')}Z`);
};

/**
 * The newest completion date and the last activity of each listed student, a page at a time,
 * read on the replica like the page itself.
 */
async function withProgress(
  sessions: Repository<AssessmentProgress>,
  replica: ReadReplica,
  rows: StudentRow[],
): Promise<StudentRow[]> {
  if (!rows.length) return rows;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const qb = sessions
    .createQueryBuilder('p')
    .select('p.user_id', 'user_id')
    .addSelect('p.assessment_type', 'type')
    .addSelect('MAX(CASE WHEN p.is_completed = 1 THEN p.last_completion_date END)', 'completed_at')
    .addSelect('MAX(p.updated_at)', 'active_at')
    .where({ userId: In([...byId.keys()]) })
    .groupBy('p.user_id')
    .addGroupBy('p.assessment_type');
  const progress = await replica.rawMany<{
    user_id: string;
    type: string;
    completed_at: unknown;
    active_at: unknown;
  }>(qb);
  for (const p of progress) {
    const row = byId.get(p.user_id)!;
    const key = COMPLETED_AT[p.type];
    if (key) (row as Record<string, unknown>)[key] = rawDate(p.completed_at);
    const active = rawDate(p.active_at);
    if (active && active > row.last_active_at) row.last_active_at = active;
  }
  return rows;
}

/** The coordinator's students list: the school's students, their progress, no scores. */
export const studentsResource = (
  users: Repository<User>,
  sessions: Repository<AssessmentProgress>,
  replica: ReadReplica,
  clock: Clock,
): AdminResource<User, StudentRow> => ({
  name: 'students',
  personal: true,
  query: (user) => {
    const qb = users.createQueryBuilder('u').where("u.role = 'user'");
    const scope = schoolScope(user);
    if (scope !== null) qb.andWhere('u.school_id = :scope', { scope });
    return qb;
  },
  sortable: sortable({
    id: 'u.id',
    username: 'u.username',
    email: 'u.email',
    registered_at: 'u.createdAt',
    verified_at: 'u.emailVerifiedAt',
    year_group: 'u.yearGroup',
    class_name: 'u.className',
  }),
  defaultSort: ['registered_at', 'DESC'],
  filter: (qb, f) => {
    filterIds(qb, f.id);
    if (Number.isInteger(f.school_id))
      qb.andWhere('u.school_id = :school', { school: f.school_id });
    if (text(f.year_group)) qb.andWhere('u.year_group = :year', { year: text(f.year_group) });
    if (text(f.class_name)) qb.andWhere('u.class_name = :cls', { cls: text(f.class_name) });
    if (text(f.q)) {
      qb.andWhere("(LOWER(u.email) LIKE :q ESCAPE '!' OR LOWER(u.username) LIKE :q ESCAPE '!')", {
        q: like(text(f.q)!),
      });
    }
    switch (f.status) {
      case 'unverified': {
        const before = new Date(clock.now().getTime() - unverifiedDays(f.unverified_days) * DAY_MS);
        qb.andWhere('u.email_verified_at IS NULL AND u.created_at <= :before', { before });
        break;
      }
      case 'started_not_finished':
        qb.andWhere(STARTED_NOT_FINISHED);
        break;
      case 'finished_all':
        qb.andWhere(['Career', 'Subject', 'SubjectPart3', 'Learning'].map(completed).join(' AND '));
        break;
    }
  },
  toResponse: toStudentRow,
  decorate: (rows) => withProgress(sessions, replica, rows),
  csv: [
    'username',
    'email',
    'year_group',
    'class_name',
    'registered_at',
    'verified_at',
    'last_active_at',
    'futureready_completed_at',
    'uniready_completed_at',
    'part_iii_completed_at',
    'studystyle_completed_at',
  ],
});
