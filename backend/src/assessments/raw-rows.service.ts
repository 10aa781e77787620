import { AssessmentType, RawAnswerRow } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AssessmentAnswer } from './entities/assessment-answer.entity';
import { RawRowsRepository } from './raw-rows.repository';

/**
 * The raw answer rows of one session (docs/product/assessments.md, "Scores"), with each facet's
 * note.
 */
@Injectable()
export class RawRowsService {
  constructor(
    @InjectRepository(AssessmentAnswer) private readonly answers: Repository<AssessmentAnswer>,
    private readonly rows: RawRowsRepository,
  ) {}

  async forSession(
    userId: string,
    type: AssessmentType,
    sessionId: string,
    manager: EntityManager = this.answers.manager,
  ): Promise<RawAnswerRow[]> {
    const rows = await this.rows.ofSession(manager, userId, type, sessionId);
    return rows.map((r) => ({
      ...r,
      score: Number(r.score),
      taxonomy: JSON.parse(r.taxonomy) as string[],
    }));
  }
}
