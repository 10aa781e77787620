import { AssessmentType } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AssessmentAnswer } from '../assessments/entities/assessment-answer.entity';
import { AssessmentProgress } from '../assessments/entities/assessment-progress.entity';

/** A student's total on one facet of one session, over the items they answered. */
export type FacetTotal = { facet: string; category: string; total: number; items: number };

/** One completed session of the student, with its facet totals in the order first answered. */
export type OwnSession = {
  id: number;
  sessionId: string;
  completedAt: Date | null;
  version: string | null;
  partIISessionId: string | null;
  facets: FacetTotal[];
};

type Row = Record<
  | 'id'
  | 'session'
  | 'completedAt'
  | 'version'
  | 'partII'
  | 'facet'
  | 'category'
  | 'total'
  | 'items',
  string | number | Date | null
>;

/**
 * The student's own side of a norms report, read on every request and never kept: their
 * completed sessions of the type with each session's facet totals, in one statement over the
 * student's index (a student has a handful of sessions of a type, of a few dozen answers each).
 */
@Injectable()
export class NormsRepository {
  private sql: string | null = null;

  constructor(
    @InjectRepository(AssessmentProgress) private readonly sessions: Repository<AssessmentProgress>,
  ) {}

  /** The connection's manager, for the norm group's kept rows. */
  get manager(): EntityManager {
    return this.sessions.manager;
  }

  async ownSessions(userId: string, type: AssessmentType): Promise<OwnSession[]> {
    const manager = this.sessions.manager;
    const [sql, values] = manager.connection.driver.escapeQueryWithParameters(
      this.ownSessionsSql(),
      { userId, type },
      {},
    );
    const rows = (await manager.query(sql, values)) as Row[];
    const driver = manager.connection.driver;
    const completedAt = this.sessions.metadata.findColumnWithPropertyName('lastCompletionDate')!;
    const byId = new Map<number, OwnSession>();
    for (const r of rows) {
      const id = Number(r.id);
      let session = byId.get(id);
      if (!session) {
        session = {
          id,
          sessionId: String(r.session),
          completedAt:
            r.completedAt === null
              ? null
              : (driver.prepareHydratedValue(r.completedAt, completedAt) as Date),
          version: r.version === null ? null : String(r.version),
          partIISessionId: r.partII === null ? null : String(r.partII),
          facets: [],
        };
        byId.set(id, session);
      }
      if (r.facet === null) continue; // a completed session without answers
      session.facets.push({
        facet: String(r.facet),
        category: String(r.category),
        total: Number(r.total),
        items: Number(r.items),
      });
    }
    return [...byId.values()];
  }

  /** Built once: building it through the query builder on every request costs more than it reads. */
  private ownSessionsSql(): string {
    this.sql ??= this.sessions
      .createQueryBuilder('p')
      .leftJoin(
        AssessmentAnswer,
        'a',
        'a.user_id = p.user_id AND a.assessment_type = p.assessment_type AND a.session_id = p.session_id',
      )
      .select('p.id', 'id')
      .addSelect('p.session_id', 'session')
      .addSelect('p.last_completion_date', 'completedAt')
      .addSelect('p.instrument_version', 'version')
      .addSelect('p.part_ii_session_id', 'partII')
      .addSelect('a.facet', 'facet')
      .addSelect('MIN(a.category)', 'category')
      .addSelect('SUM(a.score)', 'total')
      .addSelect('COUNT(a.id)', 'items')
      .addSelect('MIN(a.id)', 'first')
      .where('p.user_id = :userId AND p.assessment_type = :type AND p.is_completed = 1')
      .groupBy('p.id')
      .addGroupBy('p.session_id')
      .addGroupBy('p.last_completion_date')
      .addGroupBy('p.instrument_version')
      .addGroupBy('p.part_ii_session_id')
      .addGroupBy('a.facet')
      .orderBy('p.id', 'ASC')
      .addOrderBy('first', 'ASC')
      .getQuery();
    return this.sql;
  }
}
