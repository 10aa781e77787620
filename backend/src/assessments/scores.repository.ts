import { AssessmentType, FacetScore, QualityFlag, STATUS_OF } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { Facet } from '../questions/entities/facet.entity';
import { AssessmentAnswer } from './entities/assessment-answer.entity';
import { AssessmentProgress } from './entities/assessment-progress.entity';

/** The session's own versions and quality flags, read with its facets. */
export type SessionOf = {
  sessionId: string;
  instrumentVersion: string | null;
  scoringVersion: string | null;
  qualityFlags: QualityFlag[];
};

/** One facet of a session's report, with its section and the session it was read from. */
export type Group = FacetScore & { category: string; subCategory: string; session: SessionOf };

/** The student's latest completed session of the type (ProgressService.latestCompletion's order). */
const LATEST_SESSION = `(SELECT p.session_id FROM assessment_progress p
  WHERE p.user_id = :userId AND p.assessment_type = :type AND p.is_completed = 1
  ORDER BY p.last_completion_date DESC, p.id DESC LIMIT 1)`;

/**
 * The score reports' reads: per-facet aggregates computed by the database (GROUP BY over the
 * per-user index), so a report never downloads every answer row, and a session's own rows for
 * a report scored again under other rules.
 */
@Injectable()
export class ScoresRepository {
  private readonly sql = new Map<boolean, string>();

  constructor(
    @InjectRepository(AssessmentAnswer) private readonly answers: Repository<AssessmentAnswer>,
  ) {}

  /** The connection's manager, for the instrument versions a report names. */
  get manager(): EntityManager {
    return this.answers.manager;
  }

  /**
   * The facets of `sessionId`, or with null of the latest completed session, in the order they
   * were first answered: the same numbers as domain's facetScores (average, total, count).
   */
  async facetGroups(
    userId: string,
    type: AssessmentType,
    sessionId: string | null,
  ): Promise<Group[]> {
    const parameters = { status: STATUS_OF[type], userId, type, sessionId };
    const [sql, values] = this.answers.manager.connection.driver.escapeQueryWithParameters(
      this.groupsSql(sessionId === null),
      parameters,
      {},
    );
    const rows = (await this.answers.query(sql, values)) as Record<
      string,
      string | number | null
    >[];
    return rows.map((r) => ({
      _id: String(r.facet),
      session: {
        sessionId: String(r.session),
        instrumentVersion: (r.instrumentVersion as string | null) ?? null,
        scoringVersion: (r.scoringVersion as string | null) ?? null,
        qualityFlags: (JSON.parse(String(r.qualityFlags ?? 'null')) as QualityFlag[] | null) ?? [],
      },
      category: String(r.category),
      subCategory: String(r.subCategory),
      // SUM / COUNT in JS: MySQL's AVG on integers rounds to 4 decimals.
      averageScore: Number(r.total) / Number(r.count),
      totalScore: Number(r.total),
      count: Number(r.count),
      taxonomy: JSON.parse(String(r.taxonomy ?? '[]')) as string[],
      facetNote: (r.note as string | null) ?? null,
    }));
  }

  /** A session's stored answers, in the order they were stored. */
  sessionAnswers(userId: string, type: AssessmentType, sessionId: string) {
    return this.answers.manager.find(AssessmentAnswer, {
      select: ['id', 'category', 'subCategory', 'facet', 'score', 'taxonomy'],
      where: { userId, assessmentType: type, sessionId },
      order: { id: 'ASC' },
    });
  }

  /** The facets of these names in the type's part of the bank (their notes). */
  facetsNamed(names: readonly string[], type: AssessmentType): Promise<Facet[]> {
    if (!names.length) return Promise.resolve([]);
    return this.answers.manager.find(Facet, {
      where: { name: In([...names]), status: STATUS_OF[type] },
    });
  }

  /**
   * The aggregate's SQL with named parameters, built once per shape (the latest session or a
   * given one): building it through the query builder cost a large share of a report's time under
   * load; the parameters are bound per call exactly as `getRawMany` binds them.
   */
  private groupsSql(latest: boolean): string {
    const cached = this.sql.get(latest);
    if (cached) return cached;
    const sql = this.answers
      .createQueryBuilder('a')
      .leftJoin(Facet, 'f', 'f.name = a.facet AND f.status = :status')
      .leftJoin(
        AssessmentProgress,
        'p',
        'p.user_id = a.user_id AND p.assessment_type = a.assessment_type AND p.session_id = a.session_id',
      )
      .select('a.facet', 'facet')
      .addSelect('MIN(a.category)', 'category')
      .addSelect('MIN(a.sub_category)', 'subCategory')
      .addSelect('SUM(a.score)', 'total')
      .addSelect('COUNT(*)', 'count')
      .addSelect('MIN(a.taxonomy)', 'taxonomy')
      .addSelect('MIN(f.note)', 'note')
      .addSelect('MIN(a.id)', 'first')
      .addSelect('MIN(a.session_id)', 'session')
      .addSelect('MIN(p.instrument_version)', 'instrumentVersion')
      .addSelect('MIN(p.scoring_version)', 'scoringVersion')
      .addSelect('MIN(p.quality_flags)', 'qualityFlags')
      .where(
        `a.user_id = :userId AND a.assessment_type = :type AND a.session_id = ${latest ? LATEST_SESSION : ':sessionId'}`,
      )
      .groupBy('a.facet')
      .orderBy('first', 'ASC')
      .getQuery();
    this.sql.set(latest, sql);
    return sql;
  }
}
