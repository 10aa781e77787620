import { subtractCompletedSessions } from './scale-sums.repository';
import {
  ANSWER_MS_MAX,
  AssessmentType,
  PART_I,
  partIIIQuestionFilter,
  SubmitBatchResponse,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { AuthUser, isAdmin } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Transactions } from '../database/transactions';
import { Question } from '../questions/entities/question.entity';
import { QuestionBankService } from '../questions/question-bank.service';
import { User } from '../users/entities/user.entity';
import {
  ANSWER_STAGES,
  PROGRESS_STAGES,
  reachStage,
  refreshStages,
} from './student-stages.repository';
import { AnswersRepository } from './answers.repository';
import { notInPartIII, SESSION_OF_ANOTHER_USER } from './assessment-messages';
import { SubmitBatchDto } from './dto/submit-batch.dto';
import { AssessmentAnswer } from './entities/assessment-answer.entity';
import { AssessmentProgress } from './entities/assessment-progress.entity';
import { belongs, facetOf } from './instrument';
import { ProgressService, ruleTypes } from './progress.service';
import { NormCohortCache } from './norm-cohort-cache';

export const NO_PREVIOUS_DATA = 'No previous assessment data found';
export const DELETED = 'Previous assessment data deleted successfully';

@Injectable()
export class AnswersService {
  constructor(
    private readonly answers: AnswersRepository,
    private readonly bank: QuestionBankService,
    private readonly transactions: Transactions,
    private readonly progress: ProgressService,
    private readonly clock: Clock,
    private readonly cohorts: NormCohortCache,
  ) {}

  /**
   * submit-batch (docs/API.md) in few statements (four for a new session): the
   * student's row lock, the session's stored answers, the student's Part I stage and the ids of
   * the progress rows the rules need (then those rows, when there are any), the Part I stage
   * when it moves, then one multi-row upsert. Until the session is
   * completed the latest answer to a question wins; a completed session, another user's session,
   * a locked retake and Part III outside the eligible subjects are refused before anything is
   * written. Category, facet and taxonomy come from the question.
   */
  async submitBatch(dto: SubmitBatchDto, caller: AuthUser): Promise<SubmitBatchResponse> {
    const { userId, assessmentType: type, sessionId } = dto;
    const byId = await this.questionsOf(dto);
    // Under the student's row lock, the lock a completion takes: a batch either lands before the
    // completion (which then counts it) or finds the session complete and writes nothing, so a
    // completed session's answers and the scale sums kept from them never part
    // (docs/decisions/0100-answers-locked-with-completion.md).
    return this.transactions.locked(User, { id: userId }, async (manager) => {
      const { progress, stored, partIReachedAt } = await this.answers.storedOf(
        manager,
        userId,
        ruleTypes(type),
        sessionId,
      );
      const state = this.progress.sessionState(progress, userId, type, sessionId);
      this.progress.assertWritable(state, caller, type, { retake: true });
      if (stored.some((a) => a.userId !== userId)) {
        throw AppError.forbidden(SESSION_OF_ANOTHER_USER);
      }
      const answers = dedupe(dto.answers);
      if (type === 'SubjectPart3') {
        // Eligible subjects come from the server's own Part II results, never from the browser.
        const eligible = partIIIQuestionFilter(state.parent?.topFacets ?? []);
        const outside = answers.find((a) => !eligible(byId.get(a.questionId)!));
        if (outside) throw AppError.badRequest(notInPartIII(outside.questionId));
      }
      const now = this.clock.now();
      const rows = answers.map((a) => {
        const q = byId.get(a.questionId)!;
        return {
          userId,
          sessionId,
          assessmentType: type,
          questionId: q.id,
          category: q.category,
          subCategory: q.subCategory,
          facet: facetOf(q),
          taxonomy: q.facet?.taxonomy?.length ? q.facet.taxonomy : q.taxonomy,
          score: a.score,
          optionIndex: chosenOption(q, a),
          answerMs: a.answerMs == null ? null : Math.min(a.answerMs, ANSWER_MS_MAX),
          createdAt: now,
        };
      });
      // The session's first Part I answers complete Part I for the funnel (student-stages.repository.ts):
      // a conditional write to the already locked row, skipped when an earlier time stands.
      const partI = (a: { category: string }) => a.category === PART_I;
      const reached = partIReachedAt !== null && partIReachedAt <= now;
      if (type === 'Subject' && rows.some(partI) && !stored.some(partI) && !reached) {
        await reachStage(manager, userId, 'uniready_part_i_completed', now);
      }
      await this.answers.upsert(manager, rows);
      const before = new Map(stored.map((a) => [a.questionId, a.score]));
      const count = (test: (previous: number | undefined, score: number) => boolean) =>
        answers.filter((a) => test(before.get(a.questionId), a.score)).length;
      return {
        message: 'Answers submitted successfully',
        inserted: count((previous) => previous === undefined),
        updated: count((previous, score) => previous !== undefined && previous !== score),
        unchanged: count((previous, score) => previous === score),
      };
    });
  }

  /** The batch's questions, each checked against the type and its own options. */
  private async questionsOf(dto: SubmitBatchDto): Promise<Map<number, Question>> {
    const ids = [...new Set(dto.answers.map((a) => a.questionId))];
    const questions = await this.bank.questionsByIds(ids);
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
      const chosen = answer.optionIndex == null ? null : question.options[answer.optionIndex];
      if (chosen !== null && chosen?.score !== answer.score) {
        throw AppError.badRequest(
          `Option ${answer.optionIndex} of question ${answer.questionId} does not score ${answer.score}.`,
        );
      }
    }
    return byId;
  }

  /**
   * Delete (docs/product/assessments.md, "Taking it again: the 6-month window"): a non-admin may
   * clear a type only once it may be taken again. Decided under the student's row lock, like a
   * completion.
   */
  async deleteAll(userId: string, type: AssessmentType, caller: AuthUser) {
    const deleted = await this.transactions.locked(User, { id: userId }, async (manager) => {
      const progress = await manager.findBy(AssessmentProgress, { userId, assessmentType: type });
      if (!isAdmin(caller)) this.progress.assertRetakeAllowed(progress);
      await subtractCompletedSessions(manager, userId, type);
      const answers = await manager.delete(AssessmentAnswer, { userId, assessmentType: type });
      const progresses = await manager.delete(AssessmentProgress, { userId, assessmentType: type });
      await refreshStages(manager, userId, [
        ...PROGRESS_STAGES[type],
        ...(ANSWER_STAGES[type] ?? []),
      ]);
      const deletedAnswers = answers.affected ?? 0;
      const deletedProgresses = progresses.affected ?? 0;
      if (!deletedAnswers && !deletedProgresses) throw AppError.notFound(NO_PREVIOUS_DATA);
      return { message: DELETED, deletedAnswers, deletedProgresses };
    });
    // The norm groups lost the sessions: this instance's copies go at once (NormCohortCache).
    this.cohorts.changed();
    return deleted;
  }
}

/**
 * The option the student chose: the one the portal names (checked to carry the score), else the
 * only option with that score; null when several share it and none was named
 * (docs/decisions/0071-chosen-options-kept.md).
 */
function chosenOption(q: Question, a: { score: number; optionIndex?: number | null }) {
  if (a.optionIndex != null) return a.optionIndex;
  const matching = q.options.flatMap((o, i) => (o.score === a.score ? [i] : []));
  return matching.length === 1 ? matching[0] : null;
}

/** The last answer to a question wins within one batch. */
function dedupe<T extends { questionId: number }>(answers: T[]): T[] {
  return [...new Map(answers.map((a) => [a.questionId, a])).values()];
}
