import { AssessmentType, PART_III, STATUS_OF } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { AuthUser, isAdmin } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Question } from '../questions/entities/question.entity';
import { SubmitBatchDto } from './dto/submit-batch.dto';
import { AssessmentAnswer } from './entities/assessment-answer.entity';
import { AssessmentProgress } from './entities/assessment-progress.entity';
import { ProgressService } from './progress.service';

export const NO_PREVIOUS_DATA = 'No previous assessment data found';
export const DELETED = 'Previous assessment data deleted successfully';

/** Which questions each assessment type may answer. */
const belongs = (type: AssessmentType, q: Question): boolean =>
  q.status === STATUS_OF[type] &&
  (type === 'SubjectPart3'
    ? q.category === PART_III
    : type !== 'Subject' || q.category !== PART_III);

@Injectable()
export class AnswersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly progress: ProgressService,
    private readonly clock: Clock,
  ) {}

  /**
   * spec 001 §7 submit-batch in three statements (DESIGN §9): read the questions, read the
   * session's progress, one multi-row INSERT that ignores rows already stored (re-sending is
   * harmless). Category, facet and taxonomy come from the question, not from the browser.
   */
  async submitBatch(dto: SubmitBatchDto, caller: AuthUser) {
    const ids = [...new Set(dto.answers.map((a) => a.questionId))];
    const questions = await this.dataSource.getRepository(Question).find({
      where: { id: In(ids) },
      relations: { facet: true },
    });
    const byId = new Map(questions.map((q) => [q.id, q]));
    for (const answer of dto.answers) {
      const question = byId.get(answer.questionId);
      if (!question || !belongs(dto.assessmentType, question)) {
        throw AppError.badRequest(
          `Question ${answer.questionId} is not part of the ${dto.assessmentType} assessment.`,
        );
      }
      if (!question.options.some((o) => o.score === answer.score)) {
        throw AppError.badRequest(
          `Score ${answer.score} is not an option of question ${answer.questionId}.`,
        );
      }
    }
    await this.progress.assertOpen(
      caller,
      dto.userId,
      dto.assessmentType,
      dto.sessionId,
      this.dataSource.manager,
    );
    const now = this.clock.now();
    const rows = dedupe(dto.answers).map((a) => {
      const q = byId.get(a.questionId)!;
      return {
        userId: dto.userId,
        sessionId: dto.sessionId,
        assessmentType: dto.assessmentType,
        questionId: q.id,
        category: q.category,
        subCategory: q.subCategory,
        facet: q.facet?.name ?? q.subCategory,
        taxonomy: q.facet?.taxonomy?.length ? q.facet.taxonomy : q.taxonomy,
        score: a.score,
        createdAt: now,
      };
    });
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(AssessmentAnswer)
      .values(rows)
      .orIgnore()
      .updateEntity(false)
      .execute();
    return { message: 'Answers submitted successfully', submitted: rows.length };
  }

  /** spec 001 §7 delete: a non-admin may clear a type only once it may be taken again. */
  async deleteAll(userId: string, type: AssessmentType, caller: AuthUser) {
    return this.dataSource.transaction(async (manager) => {
      const progress = await manager.findBy(AssessmentProgress, { userId, assessmentType: type });
      if (!isAdmin(caller)) this.progress.assertRetakeAllowed(progress);
      const answers = await manager.delete(AssessmentAnswer, { userId, assessmentType: type });
      const progresses = await manager.delete(AssessmentProgress, { userId, assessmentType: type });
      const deletedAnswers = answers.affected ?? 0;
      const deletedProgresses = progresses.affected ?? 0;
      if (!deletedAnswers && !deletedProgresses) throw AppError.notFound(NO_PREVIOUS_DATA);
      return { message: DELETED, deletedAnswers, deletedProgresses };
    });
  }
}

/** The last answer to a question wins within one batch. */
function dedupe<T extends { questionId: number }>(answers: T[]): T[] {
  return [...new Map(answers.map((a) => [a.questionId, a])).values()];
}
