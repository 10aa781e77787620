import { AssessmentType, RawAnswerRow, STATUS_OF } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Facet } from '../questions/entities/facet.entity';
import { AssessmentAnswer } from './entities/assessment-answer.entity';

/**
 * The raw answer rows of one session (docs/product/assessments.md, "Scores"), with each facet's
 * note.
 */
@Injectable()
export class RawRowsService {
  constructor(
    @InjectRepository(AssessmentAnswer) private readonly answers: Repository<AssessmentAnswer>,
  ) {}

  async forSession(
    userId: string,
    type: AssessmentType,
    sessionId: string,
    manager: EntityManager = this.answers.manager,
  ): Promise<RawAnswerRow[]> {
    const rows = await manager
      .createQueryBuilder(AssessmentAnswer, 'a')
      .leftJoin(Facet, 'f', 'f.name = a.facet AND f.status = :status', { status: STATUS_OF[type] })
      .select(['a.category AS category', 'a.sub_category AS sub_category', 'a.facet AS facet'])
      .addSelect(['f.note AS facet_note', 'a.score AS score', 'a.taxonomy AS taxonomy'])
      .where('a.user_id = :userId AND a.assessment_type = :type AND a.session_id = :sessionId', {
        userId,
        type,
        sessionId,
      })
      .orderBy('a.id', 'ASC')
      .getRawMany<Omit<RawAnswerRow, 'taxonomy'> & { taxonomy: string }>();
    return rows.map((r) => ({
      ...r,
      score: Number(r.score),
      taxonomy: JSON.parse(r.taxonomy) as string[],
    }));
  }
}
