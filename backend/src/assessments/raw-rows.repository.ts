import { AssessmentType, RawAnswerRow, STATUS_OF } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Facet } from '../questions/entities/facet.entity';
import { AssessmentAnswer } from './entities/assessment-answer.entity';

/** A raw row as the database returns it: the score may be text, the taxonomy is JSON. */
export type StoredRawRow = Omit<RawAnswerRow, 'taxonomy'> & { taxonomy: string };

/** The raw answer rows of a session, as scoring reads them. */
@Injectable()
export class RawRowsRepository {
  /** One session's answers with each facet's note, in one read on the caller's manager. */
  ofSession(
    manager: EntityManager,
    userId: string,
    type: AssessmentType,
    sessionId: string,
  ): Promise<StoredRawRow[]> {
    return manager
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
      .getRawMany<StoredRawRow>();
  }
}
