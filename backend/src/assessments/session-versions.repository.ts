import { AssessmentType } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { AssessmentProgress } from './entities/assessment-progress.entity';

export type VersionCount = { version: string | null; sessions: string; completed: string | null };

/**
 * The sessions as the back-office's version history and re-scoring read them: by the instrument
 * version they were taken on, and by the scoring version their selections were computed under.
 */
@Injectable()
export class SessionVersionsRepository {
  constructor(
    @InjectRepository(AssessmentProgress) private readonly sessions: Repository<AssessmentProgress>,
  ) {}

  /** Sessions and completed sessions per instrument version of a type, in one read. */
  countsByVersion(type: AssessmentType): Promise<VersionCount[]> {
    return this.sessions
      .createQueryBuilder('p')
      .select('p.instrument_version', 'version')
      .addSelect('COUNT(*)', 'sessions')
      .addSelect('SUM(CASE WHEN p.is_completed = :yes THEN 1 ELSE 0 END)', 'completed')
      .where('p.assessment_type = :type', { type, yes: true })
      .groupBy('p.instrument_version')
      .getRawMany<VersionCount>();
  }

  /** How many completed sessions of a type were scored under rules other than `current`. */
  countOutdated(manager: EntityManager, type: AssessmentType, current: string): Promise<number> {
    return this.outdated(manager, type, current).getCount();
  }

  /** Those sessions, oldest first; `take` for a sample. */
  findOutdated(
    manager: EntityManager,
    type: AssessmentType,
    current: string,
    take?: number,
  ): Promise<AssessmentProgress[]> {
    const qb = this.outdated(manager, type, current);
    return (take === undefined ? qb : qb.take(take)).getMany();
  }

  /**
   * Stores a session's re-scored selections and the current scoring version, conditionally on
   * the version it was read with: of parallel runs only the first changes it. True when changed.
   */
  async rescore(
    manager: EntityManager,
    session: Pick<AssessmentProgress, 'id' | 'scoringVersion'>,
    changes: Partial<AssessmentProgress> & { scoringVersion: string },
  ): Promise<boolean> {
    const qb = manager
      .createQueryBuilder()
      .update(AssessmentProgress)
      .set(changes)
      .where('id = :id', { id: session.id });
    if (session.scoringVersion === null) qb.andWhere('scoring_version IS NULL');
    else qb.andWhere('scoring_version = :old', { old: session.scoringVersion });
    const result = await qb.execute();
    return !!result.affected;
  }

  private outdated(
    manager: EntityManager,
    type: AssessmentType,
    current: string,
  ): SelectQueryBuilder<AssessmentProgress> {
    return manager
      .createQueryBuilder(AssessmentProgress, 'p')
      .where('p.assessment_type = :type AND p.is_completed = :yes', { type, yes: true })
      .andWhere(
        new Brackets((w) =>
          w
            .where('p.scoring_version IS NULL')
            .orWhere('p.scoring_version <> :current', { current }),
        ),
      )
      .orderBy('p.id', 'ASC');
  }
}
