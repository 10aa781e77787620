import { AssessmentType } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { Transactions } from '../database/transactions';
import { User } from '../users/entities/user.entity';
import {
  CURRENT_RESULT_KEPT,
  SESSION_NOT_FOUND,
  SESSION_OF_ANOTHER_USER,
} from './assessment-messages';
import { AssessmentAnswer } from './entities/assessment-answer.entity';
import { AssessmentProgress } from './entities/assessment-progress.entity';
import { ProgressService } from './progress.service';
import { subtractCompletedSessions } from './scale-sums.repository';
import { ANSWER_STAGES, PROGRESS_STAGES, refreshStages } from './student-stages.repository';
import { NormCohortCache } from './norm-cohort-cache';

export const EARLIER_DELETED = 'Earlier results deleted';

/**
 * A student's completed sessions of one assessment: the current one and the earlier ones kept
 * as history (docs/decisions/0063-a-retake-keeps-the-earlier-session.md).
 */
@Injectable()
export class SessionHistoryService {
  constructor(
    @InjectRepository(AssessmentProgress) private readonly rows: Repository<AssessmentProgress>,
    private readonly progress: ProgressService,
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly cohorts: NormCohortCache,
  ) {}

  /** Every completed session of the type, newest first; `current` marks the one reports read. */
  async list(userId: string, type: AssessmentType) {
    const [done, current] = await Promise.all([
      this.rows.find({
        where: { userId, assessmentType: type, isCompleted: true },
        order: { lastCompletionDate: 'DESC', id: 'DESC' },
      }),
      this.progress.latestCompletion(userId, type),
    ]);
    return done.map((p) => ({
      sessionId: p.sessionId,
      completedAt: p.lastCompletionDate,
      current: p.sessionId === current?.sessionId,
    }));
  }

  /**
   * Deletes one earlier completed session (with, for UniReady, the Advanced Subject Exploration
   * sessions that followed it), audited. The current result stays: deleting it would reopen the
   * 6-month window early (docs/product/assessments.md, "Taking it again").
   */
  async deleteEarlier(userId: string, sessionId: string, caller: AuthUser, ip: string) {
    const deleted = await this.transactions.locked(
      User,
      { id: userId },
      async (manager, student) => {
        const rows = await manager.findBy(AssessmentProgress, { sessionId });
        if (rows.some((r) => r.userId !== userId))
          throw AppError.forbidden(SESSION_OF_ANOTHER_USER);
        const session = rows.find((r) => r.isCompleted);
        if (!session) throw AppError.notFound(SESSION_NOT_FOUND);
        const type = session.assessmentType;
        const current = await this.progress.latestCompletion(userId, type, manager);
        if (current?.sessionId === sessionId) throw AppError.conflict(CURRENT_RESULT_KEPT);
        const followers =
          type === 'Subject'
            ? await manager.findBy(AssessmentProgress, {
                userId,
                assessmentType: 'SubjectPart3',
                partIISessionId: sessionId,
              })
            : [];
        const ids = [sessionId, ...followers.map((f) => f.sessionId)];
        await subtractCompletedSessions(manager, userId, undefined, ids);
        const answers = await manager.delete(AssessmentAnswer, { userId, sessionId: In(ids) });
        const sessions = await manager.delete(AssessmentProgress, { userId, sessionId: In(ids) });
        const types: AssessmentType[] = followers.length ? [type, 'SubjectPart3'] : [type];
        await refreshStages(
          manager,
          userId,
          types.flatMap((t) => [...PROGRESS_STAGES[t], ...(ANSWER_STAGES[t] ?? [])]),
        );
        await this.audit.record(manager, {
          actorId: caller.id,
          actorEmail: caller.email,
          action: 'assessment_session_delete',
          resource: 'assessment-session',
          resourceId: sessionId,
          before: {
            userId,
            assessmentType: type,
            completedAt: session.lastCompletionDate,
            followingSessions: followers.map((f) => f.sessionId),
          },
          after: null,
          ip,
          schoolId: student?.schoolId ?? null,
        });
        return {
          message: EARLIER_DELETED,
          deletedAnswers: answers.affected ?? 0,
          deletedSessions: sessions.affected ?? 0,
        };
      },
    );
    // The norm groups lost the sessions: this instance's copies go at once (NormCohortCache).
    this.cohorts.changed();
    return deleted;
  }
}
