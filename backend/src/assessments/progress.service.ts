import {
  ANSWER_ALREADY_SUBMITTED,
  AssessmentType,
  canRetake,
  PART_I,
  PART_II,
  retakeLockedMessage,
  selectPartI,
  selectTopFacets,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthUser, isAdmin } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Transactions } from '../database/transactions';
import { User } from '../users/entities/user.entity';
import { SaveProgressDto } from './dto/save-progress.dto';
import { AssessmentProgress } from './entities/assessment-progress.entity';
import { RawRowsService } from './raw-rows.service';

export const NO_PROGRESS = 'No progress found';

export const toProgressResponse = (p: AssessmentProgress) => ({
  sessionId: p.sessionId,
  isCompleted: p.isCompleted,
  lastCompletionDate: p.lastCompletionDate,
});

/** Sessions and completions (spec 001 §3 "progress record" and "completion record"). */
@Injectable()
export class ProgressService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly rawRows: RawRowsService,
    private readonly clock: Clock,
  ) {}

  latestCompletion(userId: string, type: AssessmentType, manager = this.dataSource.manager) {
    return manager.findOne(AssessmentProgress, {
      where: { userId, assessmentType: type, isCompleted: true },
      order: { lastCompletionDate: 'DESC', id: 'DESC' },
    });
  }

  async get(userId: string, type: AssessmentType, sessionId?: string) {
    const progress = sessionId
      ? await this.dataSource.manager.findOneBy(AssessmentProgress, {
          userId,
          assessmentType: type,
          sessionId,
        })
      : await this.dataSource.manager.findOne(AssessmentProgress, {
          where: { userId, assessmentType: type },
          order: { isCompleted: 'DESC', lastCompletionDate: 'DESC', updatedAt: 'DESC' },
        });
    if (!progress) throw AppError.notFound(NO_PROGRESS);
    return toProgressResponse(progress);
  }

  /**
   * The server's half of the 6-month rule (spec 001 §1): a finished session takes no more
   * answers, and a non-admin starts a new one only when the window since the last has passed.
   */
  async assertOpen(
    caller: AuthUser,
    userId: string,
    type: AssessmentType,
    sessionId: string,
    manager: EntityManager,
  ) {
    // One query for both rules: this session's row and every completed one.
    const rows = await manager.find(AssessmentProgress, {
      where: [
        { userId, assessmentType: type, sessionId },
        { userId, assessmentType: type, isCompleted: true },
      ],
    });
    if (rows.some((r) => r.sessionId === sessionId && r.isCompleted)) {
      throw AppError.conflict(ANSWER_ALREADY_SUBMITTED);
    }
    if (isAdmin(caller)) return;
    this.assertRetakeAllowed(rows);
  }

  /** Throws the 6-month message while the newest completion is too recent. */
  assertRetakeAllowed(progress: AssessmentProgress[]): void {
    const last = progress
      .filter((r) => r.isCompleted && r.lastCompletionDate)
      .map((r) => r.lastCompletionDate!.getTime())
      .sort((a, b) => b - a)[0];
    if (last && !canRetake(new Date(last), this.clock.now(), false)) {
      throw AppError.conflict(retakeLockedMessage(new Date(last)));
    }
  }

  /**
   * Records the session; with a completion date it is complete, with the server's own time.
   * Decided under the student's row lock, so parallel completions pass the 6-month rule once.
   */
  async save(dto: SaveProgressDto, caller: AuthUser) {
    return this.transactions.locked(User, { id: dto.userId }, async (manager) => {
      const where = {
        userId: dto.userId,
        assessmentType: dto.assessmentType,
        sessionId: dto.sessionId,
      };
      const existing = await manager.findOneBy(AssessmentProgress, where);
      if (existing?.isCompleted)
        return { message: 'Progress saved', ...toProgressResponse(existing) };
      const completing = !!dto.lastCompletionDate;
      if (completing)
        await this.assertOpen(caller, dto.userId, dto.assessmentType, dto.sessionId, manager);
      const rows = await this.rawRows.forSession(
        dto.userId,
        dto.assessmentType,
        dto.sessionId,
        manager,
      );
      if (completing && rows.length === 0)
        throw AppError.badRequest('No answers submitted for this session.');
      const now = this.clock.now();
      const tops = this.tops(dto, rows);
      const values = {
        ...where,
        isCompleted: completing,
        lastCompletionDate: completing ? now : null,
        ...tops,
        updatedAt: now,
      };
      if (existing) await manager.update(AssessmentProgress, existing.id, values);
      else await manager.insert(AssessmentProgress, { ...values, createdAt: now });
      const saved = await manager.findOneByOrFail(AssessmentProgress, where);
      return {
        message: completing ? 'Assessment completed' : 'Progress saved',
        ...toProgressResponse(saved),
      };
    });
  }

  /** Subject selections are recomputed from the stored answers; the browser's are not trusted. */
  private tops(dto: SaveProgressDto, rows: Awaited<ReturnType<RawRowsService['forSession']>>) {
    if (dto.assessmentType === 'Subject') {
      return {
        topSubcategories: selectPartI(rows.filter((r) => r.category === PART_I)).topSubcategories,
        topFacets: selectTopFacets(rows.filter((r) => r.category === PART_II)),
      };
    }
    if (dto.assessmentType === 'SubjectPart3') {
      return { topSubcategories: null, topFacets: dto.topFacets ?? null };
    }
    return { topSubcategories: null, topFacets: null };
  }
}
