import { CAREER_SECTIONS, FunnelStageKey, PART_II, QUALITY_FLAGS } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { STAGE_KEYS, STAGES } from '../assessments/student-stages.repository';
import { ReadReplica } from '../database/read-replica';
import { User } from '../users/entities/user.entity';
import { WhitelistEntry } from '../whitelist/entities/whitelist-entry.entity';
import { Cohort, dialect, whereCohort } from './report-scope';

export type Period = { from: Date | null; to: Date };
export type Distribution = 'subjects' | 'interests' | 'study_styles';
type Num = string | number;

/**
 * The stages after registration, each one SQL condition on a student `u`: verification, then
 * the first time each later stage was reached (assessments/student-stages.repository.ts), so the whole funnel
 * is one range scan of `idx_users_funnel` (docs/decisions/0036-funnel-summary-on-users.md).
 */
export const STAGE_CONDITIONS: [FunnelStageKey, string][] = [
  ['verified', 'u.email_verified_at IS NOT NULL AND u.email_verified_at < :to'],
  ...STAGE_KEYS.map((k): [FunnelStageKey, string] => [k, `u.${STAGES[k].column} < :to`]),
];

/** Which answers each distribution ranks: the assessment and the category column it keeps. */
const SOURCES: Record<Distribution, { type: string; where: string; params: object }> = {
  subjects: { type: 'Subject', where: 'a.category = :cat', params: { cat: PART_II } },
  interests: {
    type: 'Career',
    where: 'a.sub_category = :cat',
    params: { cat: CAREER_SECTIONS[0].subCategory },
  },
  study_styles: { type: 'Learning', where: '1 = 1', params: {} },
};

/** One assessment's completed sessions, flagged ones, and per flag (`flag0`… in QUALITY_FLAGS order). */
export type QualityRow = { type: string; completed: Num; flagged: Num | null } & Record<
  `flag${number}`,
  Num | null
>;

/** No later completion of the same assessment by the same student before the period's end. */
const LATER_COMPLETION_NOT_BEFORE_END = `NOT EXISTS (SELECT 1 FROM assessment_progress n
  WHERE n.user_id = p.user_id AND n.assessment_type = p.assessment_type AND n.is_completed = 1
  AND n.last_completion_date < :to AND (n.last_completion_date > p.last_completion_date
  OR (n.last_completion_date = p.last_completion_date AND n.id > p.id)))`;

/**
 * The coordinator reports' statements: aggregates over a cohort's students, their whitelist
 * entries, sessions and answers, each one statement run on the replica. The services turn the
 * counts into reports (stages, small groups hidden, weeks filled in).
 */
@Injectable()
export class ReportsRepository {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(WhitelistEntry) private readonly entries: Repository<WhitelistEntry>,
    private readonly replica: ReadReplica,
  ) {}

  /** The cohort's students registered in the period, on alias `u`. */
  students(cohort: Cohort, period: Period) {
    const qb = whereCohort(this.users.createQueryBuilder('u'), cohort);
    if (period.from) qb.andWhere('u.created_at >= :from', { from: period.from });
    return qb.andWhere('u.created_at < :to', { to: period.to });
  }

  /** The one SELECT of the stages after whitelisting (also run raw by the benchmark). */
  funnelQuery(cohort: Cohort, period: Period) {
    const qb = this.students(cohort, period).select('COUNT(*)', 'registered');
    for (const [key, condition] of STAGE_CONDITIONS) {
      qb.addSelect(`SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END)`, key);
    }
    return qb;
  }

  /** `registered` and each stage's count, as the driver returns them. */
  async funnelCounts(cohort: Cohort, period: Period): Promise<Record<string, unknown>> {
    return (
      (await this.replica.rawOne<Record<string, unknown>>(this.funnelQuery(cohort, period))) ?? {}
    );
  }

  /**
   * The cohort's students whose address is on their school's roster (an e-mail entry added
   * before `to`); the others came in by a school domain.
   */
  rosterMatches(cohort: Cohort, period: Period): Promise<number> {
    const qb = this.students(cohort, period).innerJoin(
      WhitelistEntry,
      'w',
      "w.type = 'email' AND w.value = u.email AND w.school_id = u.school_id AND w.created_at < :to",
    );
    return this.replica.count(qb);
  }

  /** Rostered addresses (the school's e-mail entries), added before `to`. */
  rostered(cohort: Cohort, period: Period): Promise<number> {
    const qb = this.entries
      .createQueryBuilder('w')
      .where("w.type = 'email'")
      .andWhere('w.created_at < :to', { to: period.to });
    if (cohort.schoolId !== null) qb.andWhere('w.school_id = :school', { school: cohort.schoolId });
    if (cohort.yearGroup !== null) qb.andWhere('w.year_group = :y', { y: cohort.yearGroup });
    if (cohort.className !== null) qb.andWhere('w.class_name = :c', { c: cohort.className });
    return this.replica.count(qb);
  }

  /**
   * Per assessment, the cohort's completed sessions, how many carry a response-quality flag, and
   * how many each flag, in one grouped statement.
   */
  qualityCounts(cohort: Cohort, period: Period): Promise<QualityRow[]> {
    // quality_flags is a JSON list of flag names written by the server (never free text), so
    // a flag's quoted name inside it is that flag, on SQLite and MariaDB alike.
    const qb = this.students(cohort, period)
      .select('p.assessment_type', 'type')
      .addSelect('COUNT(*)', 'completed')
      .addSelect(
        "SUM(CASE WHEN p.quality_flags IS NOT NULL AND p.quality_flags <> '[]' THEN 1 ELSE 0 END)",
        'flagged',
      )
      .innerJoin('assessment_progress', 'p', 'p.user_id = u.id')
      .andWhere('p.is_completed = 1 AND p.last_completion_date < :to')
      .groupBy('p.assessment_type');
    QUALITY_FLAGS.forEach((flag, i) =>
      qb
        .addSelect(`SUM(CASE WHEN p.quality_flags LIKE :flag${i} THEN 1 ELSE 0 END)`, `flag${i}`)
        .setParameter(`flag${i}`, `%"${flag}"%`),
    );
    return this.replica.rawMany<QualityRow>(qb);
  }

  /**
   * For each student with a completed session, the facet(s) with their highest average score
   * (ties count for each), counted per facet: the ranking is a window function over the built
   * per-student averages, SQL no query builder writes.
   */
  async topFacets(
    which: Distribution,
    cohort: Cohort,
    period: Period,
  ): Promise<{ name: string; students: number }[]> {
    const source = SOURCES[which];
    const perFacet = this.students(cohort, period)
      .select('a.user_id', 'user_id')
      .addSelect('a.facet', 'facet')
      .addSelect('AVG(a.score)', 'average')
      .innerJoin('assessment_answers', 'a', 'a.user_id = u.id AND a.assessment_type = :type', {
        type: source.type,
      })
      .innerJoin(
        'assessment_progress',
        'p',
        'p.user_id = a.user_id AND p.session_id = a.session_id AND p.assessment_type = a.assessment_type',
      )
      .andWhere('p.is_completed = 1 AND p.last_completion_date < :to')
      // One session per student: the one current at the period's end, not every retake
      // (docs/decisions/0063-a-retake-keeps-the-earlier-session.md).
      .andWhere(LATER_COMPLETION_NOT_BEFORE_END)
      .andWhere(source.where, source.params)
      .groupBy('a.user_id')
      .addGroupBy('a.facet');
    const [sql, params] = perFacet.getQueryAndParameters();
    const rows = await this.replica.query<{ name: string; students: Num }[]>(
      this.users,
      `SELECT r.facet AS name, COUNT(DISTINCT r.user_id) AS students FROM (
         SELECT f.user_id, f.facet, RANK() OVER (PARTITION BY f.user_id ORDER BY f.average DESC) AS rk
         FROM (${sql}) f
       ) r WHERE r.rk = 1 GROUP BY r.facet`,
      params,
    );
    return rows.map((r) => ({ name: r.name, students: Number(r.students) }));
  }

  /**
   * The cohort's rows per whole week from `from` whose `column` falls in [from, to): students
   * (`u.…`) or, with `completions`, their completed sessions (`p.…`).
   */
  perWeek(
    cohort: Cohort,
    column: string,
    from: Date,
    to: Date,
    completions = false,
  ): Promise<{ week: Num; n: Num }[]> {
    const week = dialect(this.users.manager).weekIndex(column, 'from');
    const qb = whereCohort(this.users.createQueryBuilder('u'), cohort)
      .select(week, 'week')
      .addSelect('COUNT(*)', 'n');
    if (completions) {
      qb.innerJoin('assessment_progress', 'p', 'p.user_id = u.id AND p.is_completed = 1');
    }
    qb.andWhere(`${column} >= :from AND ${column} < :to`, { from, to }).groupBy('week');
    return this.replica.rawMany<{ week: Num; n: Num }>(qb);
  }
}
