import {
  ASSESSMENT_TYPE_LIST,
  AssessmentType,
  CAREER_SECTIONS,
  QUALITY_FLAGS,
  QualityFlag,
  DistributionGroup,
  PART_II,
  SMALL_GROUP_MIN,
  suppressSmallGroups,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ReadReplica } from '../database/read-replica';
import { User } from '../users/entities/user.entity';
import { Cohort } from './report-scope';
import { FunnelService, Period } from './funnel.service';

export type Distribution = 'subjects' | 'interests' | 'study_styles';

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

/** A count of sessions; null: 1–4 (never sent as a number, never whose). */
type Count = number | null;
export type QualityOfAssessment = {
  assessment_type: AssessmentType;
  completed_sessions: number;
  flagged_sessions: Count;
  flags: { flag: QualityFlag; sessions: Count }[];
};
export type ResponseQuality = {
  completed_sessions: number;
  flagged_sessions: Count;
  /** Per assessment with a completed session, its flagged sessions in all and per flag. */
  by_assessment: QualityOfAssessment[];
};

const small = (n: number): Count => (n > 0 && n < SMALL_GROUP_MIN ? null : n);
export type Results = Record<Distribution, DistributionGroup[]> & {
  response_quality: ResponseQuality;
};

/**
 * What the year group leans to: for each student with a completed session, the
 * facet(s) with their highest average score (ties count for each), counted per facet in SQL.
 * Groups under 5 students are hidden here, so their number never leaves the server. Read on
 * the replica, each figure one statement.
 */
@Injectable()
export class ResultsService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly funnel: FunnelService,
    private readonly replica: ReadReplica,
  ) {}

  async results(cohort: Cohort, period: Period): Promise<Results> {
    return {
      subjects: await this.distribution('subjects', cohort, period),
      interests: await this.distribution('interests', cohort, period),
      study_styles: await this.distribution('study_styles', cohort, period),
      response_quality: await this.responseQuality(cohort, period),
    };
  }

  /**
   * The cohort's completed sessions and how many of them carry a response-quality flag, in all,
   * per assessment and per flag (docs/product/coordinators.md), in one grouped statement.
   * Only counts leave the server, never whose; 1–4 sessions read "fewer than 5".
   */
  private async responseQuality(cohort: Cohort, period: Period): Promise<ResponseQuality> {
    // quality_flags is a JSON list of flag names written by the server (never free text), so
    // a flag's quoted name inside it is that flag, on SQLite and MariaDB alike.
    const qb = this.funnel
      .students(cohort, period)
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
    const rows = await this.replica.rawMany<Record<string, string | number | null>>(qb);
    const byType = new Map(rows.map((r) => [String(r.type), r]));
    const num = (v: string | number | null | undefined) => Number(v ?? 0);
    const by_assessment = ASSESSMENT_TYPE_LIST.filter((t) => byType.has(t)).map((type) => {
      const r = byType.get(type)!;
      return {
        assessment_type: type,
        completed_sessions: num(r.completed),
        flagged_sessions: small(num(r.flagged)),
        flags: QUALITY_FLAGS.map((flag, i) => ({ flag, sessions: small(num(r[`flag${i}`])) })),
      };
    });
    return {
      completed_sessions: rows.reduce((sum, r) => sum + num(r.completed), 0),
      flagged_sessions: small(rows.reduce((sum, r) => sum + num(r.flagged), 0)),
      by_assessment,
    };
  }

  private async distribution(
    which: Distribution,
    cohort: Cohort,
    period: Period,
  ): Promise<DistributionGroup[]> {
    const source = SOURCES[which];
    const perFacet = this.funnel
      .students(cohort, period)
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
      .andWhere(source.where, source.params)
      .groupBy('a.user_id')
      .addGroupBy('a.facet');
    const [sql, params] = perFacet.getQueryAndParameters();
    const rows = await this.replica.query<{ name: string; students: string | number }[]>(
      this.users,
      `SELECT r.facet AS name, COUNT(DISTINCT r.user_id) AS students FROM (
         SELECT f.user_id, f.facet, RANK() OVER (PARTITION BY f.user_id ORDER BY f.average DESC) AS rk
         FROM (${sql}) f
       ) r WHERE r.rk = 1 GROUP BY r.facet`,
      params,
    );
    return suppressSmallGroups(rows.map((r) => ({ name: r.name, students: Number(r.students) })));
  }
}
