// The tests' reference statistics, computed from the raw sessions and answers with query builders:
// what the kept sums, counts and histograms (the app's reads) must equal after any sequence of
// completions, retakes, rekeys and erasures. No request reads these.
import { AssessmentType } from '@aspire/domain';
import { EntityManager, SelectQueryBuilder } from 'typeorm';
import { AssessmentAnswer } from '../../src/assessments/entities/assessment-answer.entity';
import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { User } from '../../src/users/entities/user.entity';
import { VersionRow } from '../../src/assessments/instrument-version-key';

/** Whose completed sessions of which version: the students of one school or of all schools. */
export type VersionCohort = {
  type: AssessmentType;
  /** A version hash, or null for the legacy sessions. */
  version: string | null;
  /** null: every school. */
  schoolId: number | null;
};

/**
 * Completed sessions (alias `p`) of students (role `user`, alias `u`) of a type, optionally of
 * one school; `version` undefined: every version.
 */
function completedSessions(
  manager: EntityManager,
  cohort: Omit<VersionCohort, 'version'> & { version?: string | null },
): SelectQueryBuilder<AssessmentProgress> {
  const qb = manager
    .createQueryBuilder(AssessmentProgress, 'p')
    .innerJoin(User, 'u', "u.id = p.user_id AND u.role = 'user'")
    .where('p.assessment_type = :type AND p.is_completed = :done', {
      type: cohort.type,
      done: true,
    });
  if (cohort.version === null) qb.andWhere('p.instrument_version IS NULL');
  else if (cohort.version !== undefined)
    qb.andWhere('p.instrument_version = :version', { version: cohort.version });
  if (cohort.schoolId !== null) qb.andWhere('u.school_id = :school', { school: cohort.schoolId });
  return qb;
}

/** The answers (alias `a`) of those sessions. */
const answersOf = (qb: SelectQueryBuilder<AssessmentProgress>, alias = 'a') =>
  qb.innerJoin(
    AssessmentAnswer,
    alias,
    `${alias}.user_id = p.user_id AND ${alias}.assessment_type = p.assessment_type AND ${alias}.session_id = p.session_id`,
  );

/**
 * Completed sessions per instrument version of a type, counted from the sessions (a scan of every
 * completed session joined to its student). The app reads the kept `scale_session_counts` instead.
 */
export async function versionCountsFromSessions(
  manager: EntityManager,
  type: AssessmentType,
  schoolId: number | null,
): Promise<VersionRow[]> {
  const rows = await completedSessions(manager, { type, schoolId })
    .select('p.instrument_version', 'version')
    .addSelect('COUNT(*)', 'sessions')
    .addSelect('MIN(p.last_completion_date)', 'first')
    .addSelect('MAX(p.last_completion_date)', 'last')
    .groupBy('p.instrument_version')
    .getRawMany<{
      version: string | null;
      sessions: string | number;
      first: unknown;
      last: unknown;
    }>();
  const date = (d: unknown) => (d === null || d === undefined ? null : new Date(d as string));
  return rows.map((r) => ({
    version: r.version,
    sessions: Number(r.sessions),
    firstCompletedAt: date(r.first),
    lastCompletedAt: date(r.last),
  }));
}

/**
 * The one pass of scale health: per facet and pair of its items (i ≤ j by question id), the
 * respondents who answered both, the sums of each and of their products. The item indexes
 * `i`/`j` are filled in by `indexPairs`.
 */
export async function pairSums(manager: EntityManager, cohort: VersionCohort) {
  const rows = await answersOf(completedSessions(manager, cohort), 'a1')
    .innerJoin(
      AssessmentAnswer,
      'a2',
      'a2.user_id = a1.user_id AND a2.assessment_type = a1.assessment_type' +
        ' AND a2.session_id = a1.session_id AND a2.facet = a1.facet AND a2.question_id >= a1.question_id',
    )
    .select('a1.facet', 'facet')
    .addSelect('a1.question_id', 'q1')
    .addSelect('a2.question_id', 'q2')
    .addSelect('COUNT(*)', 'n')
    .addSelect('SUM(a1.score)', 's1')
    .addSelect('SUM(a2.score)', 's2')
    .addSelect('SUM(a1.score * a2.score)', 'sp')
    .groupBy('a1.facet')
    .addGroupBy('a1.question_id')
    .addGroupBy('a2.question_id')
    .getRawMany<Record<'facet' | 'q1' | 'q2' | 'n' | 's1' | 's2' | 'sp', string | number>>();
  return rows.map((r) => ({
    facet: String(r.facet),
    questionI: Number(r.q1),
    questionJ: Number(r.q2),
    n: Number(r.n),
    sumI: Number(r.s1),
    sumJ: Number(r.s2),
    sumProducts: Number(r.sp),
  }));
}

/** How often each score was chosen per item (the options' choice frequencies). */
export async function scoreCounts(manager: EntityManager, cohort: VersionCohort) {
  const rows = await answersOf(completedSessions(manager, cohort))
    .select('a.question_id', 'question')
    .addSelect('a.score', 'score')
    .addSelect('COUNT(*)', 'count')
    .groupBy('a.question_id')
    .addGroupBy('a.score')
    .getRawMany<Record<'question' | 'score' | 'count', string | number>>();
  return rows.map((r) => ({
    questionId: Number(r.question),
    score: Number(r.score),
    count: Number(r.count),
  }));
}

/**
 * Per facet, how many students' latest sessions reached each facet total (the norm group's
 * histogram), from the answers. The app reads the kept `facet_total_counts` instead.
 */
export async function totalHistograms(manager: EntityManager, cohort: VersionCohort) {
  // Each student's latest completed session of the type only
  // (docs/decisions/0075-norms-count-each-student-once.md): none of theirs completed after it
  // (or at the same moment with a higher id; a session without a date comes first).
  const latest = completedSessions(manager, cohort).andWhere((qb) => {
    const later = qb
      .subQuery()
      .select('1')
      .from(AssessmentProgress, 'l')
      .where('l.user_id = p.user_id AND l.assessment_type = p.assessment_type')
      .andWhere('l.is_completed = :done')
      .andWhere(
        '(l.last_completion_date > p.last_completion_date' +
          ' OR (l.last_completion_date IS NOT NULL AND p.last_completion_date IS NULL)' +
          ' OR ((l.last_completion_date = p.last_completion_date' +
          ' OR (l.last_completion_date IS NULL AND p.last_completion_date IS NULL)) AND l.id > p.id))',
      )
      .getQuery();
    return `NOT EXISTS ${later}`;
  });
  const inner = answersOf(latest)
    .select('a.session_id', 'session_id')
    .addSelect('a.facet', 'facet')
    .addSelect('SUM(a.score)', 'total')
    .addSelect('COUNT(*)', 'items')
    .groupBy('a.session_id')
    .addGroupBy('a.facet');
  const rows = await manager
    .createQueryBuilder()
    .select('t.facet', 'facet')
    .addSelect('t.total', 'total')
    .addSelect('t.items', 'items')
    .addSelect('COUNT(*)', 'count')
    .from(`(${inner.getQuery()})`, 't')
    .setParameters(inner.getParameters())
    .groupBy('t.facet')
    .addGroupBy('t.total')
    .addGroupBy('t.items')
    .getRawMany<Record<'facet' | 'total' | 'items' | 'count', string | number>>();
  return rows.map((r) => ({
    facet: String(r.facet),
    total: Number(r.total),
    items: Number(r.items),
    count: Number(r.count),
  }));
}
