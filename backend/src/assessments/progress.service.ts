import {
  ANSWER_ALREADY_SUBMITTED,
  AssessmentType,
  canRetake,
  PART_I,
  partIChoiceError,
  tiedAreasAnswered,
  PART_II,
  QualityFlag,
  RawAnswerRow,
  retakeLockedMessage,
  selectPartI,
  selectTopFacets,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, FindOptionsWhere, Not, Repository } from 'typeorm';
import { AuthUser, isAdmin } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Transactions } from '../database/transactions';
import { User } from '../users/entities/user.entity';
import { PROGRESS_STAGES, reachStage } from './student-stages.repository';
import { MetricsService } from '../observability/metrics.service';
import {
  COMPLETE_ALL,
  PART_II_FIRST,
  PART_III_OF_EARLIER_SESSION,
  SESSION_OF_ANOTHER_USER,
} from './assessment-messages';
import { SaveProgressDto } from './dto/save-progress.dto';
import { AssessmentAnswer } from './entities/assessment-answer.entity';
import { AssessmentProgress } from './entities/assessment-progress.entity';
import { addCompletedSession } from './scale-sums.repository';
import { assertInstrumentAnswered, StoredAnswer, storedAnswers } from './instrument';
import { InstrumentVersionsService } from './instrument-versions.service';
import { ScoringRegistry } from './scoring-registry';
import { sessionQualityFlags } from './quality-flags';

export const NO_PROGRESS = 'No progress found';

export const toProgressResponse = (p: AssessmentProgress) => ({
  sessionId: p.sessionId,
  isCompleted: p.isCompleted,
  lastCompletionDate: p.lastCompletionDate,
});

/** The types whose completions the rules for a write of `type` read (Part III: also Subject's). */
export const ruleTypes = (type: AssessmentType): AssessmentType[] =>
  type === 'SubjectPart3' ? [type, 'Subject'] : [type];

/** What the rules need to know about one session before anything is written to it. */
export type SessionState = {
  /** the session's own progress row, if any */
  own: AssessmentProgress | null;
  /** Part III: the latest Subject completion, the Part II session it follows */
  parent: AssessmentProgress | null;
  /** the completions the retake rule counts (Part III: those of the same Part II session) */
  completions: AssessmentProgress[];
};

const LATEST = { lastCompletionDate: 'DESC', id: 'DESC' } as const;
const newest = (rows: AssessmentProgress[]) =>
  [...rows].sort(
    (a, b) =>
      (b.lastCompletionDate?.getTime() ?? 0) - (a.lastCompletionDate?.getTime() ?? 0) ||
      b.id - a.id,
  )[0] ?? null;

/** Sessions and completions (docs/product/assessments.md, "Taking an assessment"). */
@Injectable()
export class ProgressService {
  constructor(
    @InjectRepository(AssessmentProgress) private readonly rows: Repository<AssessmentProgress>,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly metrics: MetricsService,
    private readonly versions: InstrumentVersionsService,
    private readonly scoring: ScoringRegistry,
  ) {}

  /** The newest completion; for Part III, the newest one that follows the newest Subject one. */
  async latestCompletion(
    userId: string,
    type: AssessmentType,
    manager = this.rows.manager,
  ): Promise<AssessmentProgress | null> {
    const where: FindOptionsWhere<AssessmentProgress> = {
      userId,
      assessmentType: type,
      isCompleted: true,
    };
    if (type === 'SubjectPart3') {
      const parent = await this.latestCompletion(userId, 'Subject', manager);
      if (!parent) return null;
      where.partIISessionId = parent.sessionId;
    }
    return manager.findOne(AssessmentProgress, { where, order: LATEST });
  }

  async get(userId: string, type: AssessmentType, sessionId?: string) {
    const where: FindOptionsWhere<AssessmentProgress> = { userId, assessmentType: type };
    if (sessionId) where.sessionId = sessionId;
    if (type === 'SubjectPart3') {
      const parent = await this.latestCompletion(userId, 'Subject');
      if (!parent) throw AppError.notFound(NO_PROGRESS);
      where.partIISessionId = parent.sessionId;
    }
    const progress = await this.rows.manager.findOne(AssessmentProgress, {
      where,
      order: { isCompleted: 'DESC', lastCompletionDate: 'DESC', updatedAt: 'DESC' },
    });
    if (!progress) throw AppError.notFound(NO_PROGRESS);
    return toProgressResponse(progress);
  }

  /**
   * The session a report shows: the one asked for, when it is one of the student's completed
   * sessions of the type (an earlier one is kept as history after a retake), else the latest
   * completion. A Part III session is shown only while it follows the latest Subject
   * completion, so a retaken UniReady never shows the Part III results of the earlier one.
   */
  async reportSession(
    userId: string,
    type: AssessmentType,
    sessionId?: string,
  ): Promise<string | null> {
    return (await this.reportRow(userId, type, sessionId))?.sessionId ?? null;
  }

  /** The completed session a report shows (as `reportSession`), its whole row. */
  async reportRow(
    userId: string,
    type: AssessmentType,
    sessionId?: string,
  ): Promise<AssessmentProgress | null> {
    if (!sessionId) return this.latestCompletion(userId, type);
    const where: FindOptionsWhere<AssessmentProgress> = {
      userId,
      assessmentType: type,
      sessionId,
      isCompleted: true,
    };
    if (type === 'SubjectPart3') {
      const parent = await this.latestCompletion(userId, 'Subject');
      if (!parent) return null;
      where.partIISessionId = parent.sessionId;
    }
    return this.rows.manager.findOneBy(AssessmentProgress, where);
  }

  /**
   * One read of the progress rows the rules need for a write to `sessionId`: the session's rows
   * (of any user: a session belongs to the user who first wrote to it, so another's answers 403),
   * the completions of this type and, for Part III, the Subject completions.
   */
  async session(
    userId: string,
    type: AssessmentType,
    sessionId: string,
    manager: EntityManager,
  ): Promise<SessionState> {
    const rows = await manager.find(AssessmentProgress, {
      where: [
        { sessionId },
        ...ruleTypes(type).map((assessmentType) => ({ userId, assessmentType, isCompleted: true })),
      ],
    });
    return this.sessionState(rows, userId, type, sessionId);
  }

  /** The rules' view of the rows `session` reads (403 when the session is another user's). */
  sessionState(
    rows: AssessmentProgress[],
    userId: string,
    type: AssessmentType,
    sessionId: string,
  ): SessionState {
    if (rows.some((r) => r.sessionId === sessionId && r.userId !== userId)) {
      throw AppError.forbidden(SESSION_OF_ANOTHER_USER);
    }
    const mine = rows.filter((r) => r.userId === userId);
    const parent =
      type === 'SubjectPart3'
        ? newest(mine.filter((r) => r.assessmentType === 'Subject' && r.isCompleted))
        : null;
    return {
      own: mine.find((r) => r.sessionId === sessionId && r.assessmentType === type) ?? null,
      parent,
      completions: mine.filter(
        (r) =>
          r.assessmentType === type &&
          r.isCompleted &&
          (type !== 'SubjectPart3' || r.partIISessionId === parent?.sessionId),
      ),
    };
  }

  /**
   * The server's half of the answering rules for a write
   * (docs/product/assessments.md, "Taking an assessment"): a finished session takes no more
   * answers; Part III follows a completed Part II, and a Part III session stays with the Part II
   * session it started under; a non-admin starts a new session only when the 6-month window
   * since the last completion has passed (`retake: false` skips that for a plain progress save).
   */
  assertWritable(
    state: SessionState,
    caller: AuthUser,
    type: AssessmentType,
    { retake }: { retake: boolean },
  ): void {
    if (state.own?.isCompleted) throw AppError.conflict(ANSWER_ALREADY_SUBMITTED);
    if (type === 'SubjectPart3') {
      if (!state.parent) throw AppError.conflict(PART_II_FIRST);
      const follows = state.own?.partIISessionId;
      if (follows && follows !== state.parent.sessionId) {
        throw AppError.conflict(PART_III_OF_EARLIER_SESSION);
      }
    }
    if (retake && !isAdmin(caller)) this.assertRetakeAllowed(state.completions);
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
   * Records the session; with a completion date it is complete, with the server's own time,
   * once every question of its instrument is answered. Decided under the student's row lock,
   * so parallel completions pass the 6-month rule once and no completion misses an answer.
   */
  async save(dto: SaveProgressDto, caller: AuthUser) {
    const saved = await this.saveLocked(dto, caller);
    if (saved.message === 'Assessment completed')
      this.metrics.assessmentCompleted(dto.assessmentType);
    return saved;
  }

  private async saveLocked(dto: SaveProgressDto, caller: AuthUser) {
    return this.transactions.locked(User, { id: dto.userId }, async (manager, student) => {
      const { userId, assessmentType: type, sessionId } = dto;
      const where = { userId, assessmentType: type, sessionId };
      const state = await this.session(userId, type, sessionId, manager);
      if (state.own?.isCompleted)
        return { message: 'Progress saved', ...toProgressResponse(state.own) };
      const completing = !!dto.lastCompletionDate;
      this.assertWritable(state, caller, type, { retake: completing });
      if (await manager.existsBy(AssessmentAnswer, { sessionId, userId: Not(userId) })) {
        throw AppError.forbidden(SESSION_OF_ANOTHER_USER);
      }
      const answers = await storedAnswers(manager, userId, type, sessionId);
      const eligibleSubjects = state.parent?.topFacets ?? [];
      const rows = answers.map((a) => a.row);
      const partIChoice = completing && type === 'Subject' ? choiceOf(rows, dto.partIChoice) : [];
      if (completing) {
        await assertInstrumentAnswered(manager, type, answers, eligibleSubjects, partIChoice);
      }
      const now = this.clock.now();
      // The first write of a session records the instrument it is taken on (the bank
      // its answers were just copied from) and the scoring rules; later writes keep them.
      const instrumentVersion =
        state.own?.instrumentVersion ?? (await this.versions.record(manager, type));
      const values = {
        ...where,
        instrumentVersion,
        scoringVersion: state.own?.scoringVersion ?? this.scoring.current,
        qualityFlags: completing ? await this.flags(manager, instrumentVersion, answers) : null,
        isCompleted: completing,
        lastCompletionDate: completing ? now : null,
        ...tops(type, rows, eligibleSubjects, partIChoice),
        partIISessionId: state.parent?.sessionId ?? null,
        updatedAt: now,
      };
      if (state.own) await manager.update(AssessmentProgress, state.own.id, values);
      else await manager.insert(AssessmentProgress, { ...values, createdAt: now });
      // The funnel columns only move earlier here (a row is added or completed, never removed),
      // so two conditional writes to the student's own, already locked, row keep them exact.
      // Recomputing them from assessment_progress instead took shared next-key locks that
      // reach into the neighbouring students' rows: parallel completions deadlocked (MariaDB).
      const [started, completed] = PROGRESS_STAGES[type];
      await reachStage(manager, userId, started, state.own?.createdAt ?? now);
      if (completing) await reachStage(manager, userId, completed, now);
      // Scale health's sums move with the completion, in its transaction (students only), into
      // the student's school as read under their row lock (a school move waits for it).
      if (completing && student?.role === 'user') {
        await addCompletedSession(manager, userId, sessionId, {
          type,
          version: instrumentVersion,
          schoolId: student.schoolId,
          completedAt: now,
          answers: answers.map((a) => ({
            questionId: a.questionId,
            facet: a.row.facet,
            score: a.row.score,
          })),
        });
      }
      const saved = await manager.findOneByOrFail(AssessmentProgress, where);
      return {
        message: completing ? 'Assessment completed' : 'Progress saved',
        ...toProgressResponse(saved),
      };
    });
  }

  /** Response-quality flags of a session's answers, read against its own instrument version. */
  private async flags(
    manager: EntityManager,
    instrumentVersion: string,
    answers: readonly StoredAnswer[],
  ): Promise<QualityFlag[]> {
    const items = await this.versions.items(manager, instrumentVersion);
    return sessionQualityFlags(
      items,
      answers.map((a) => ({
        questionId: a.questionId,
        facet: a.row.facet,
        score: a.row.score,
        ms: a.ms,
      })),
    );
  }
}

/**
 * The areas a UniReady completion chose among a Part I tie: the student's choice, checked
 * against the tie in the stored answers (400 when it does not fit). A session that sent none
 * (taken before ties were offered) chose by its Part II answers: too few tied areas answered is
 * an unfinished Part II, too many cannot be read (docs/decisions/0064-part-i-ties-chosen-by-the-student.md).
 */
function choiceOf(rows: RawAnswerRow[], sent: string[] | null | undefined): string[] {
  const selection = selectPartI(rows.filter((r) => r.category === PART_I));
  let choice = sent ?? [];
  if (!choice.length && selection.tie) {
    choice = tiedAreasAnswered(selection.tie, rows);
    if (choice.length < selection.tie.pick) throw AppError.badRequest(COMPLETE_ALL);
  }
  const error = partIChoiceError(selection, choice);
  if (error) throw AppError.badRequest(error);
  return choice;
}

/**
 * The selections a completion records, from the stored answers and the server's own Part II
 * results: the browser's topSubcategories and topFacets are never trusted.
 */
export function tops(
  type: AssessmentType,
  rows: RawAnswerRow[],
  eligibleSubjects: readonly string[],
  partIChoice: readonly string[] = [],
) {
  if (type === 'Subject') {
    const partI = rows.filter((r) => r.category === PART_I);
    return {
      topSubcategories: selectPartI(partI, partIChoice).topSubcategories,
      topFacets: selectTopFacets(rows.filter((r) => r.category === PART_II)),
    };
  }
  if (type === 'SubjectPart3') return { topSubcategories: null, topFacets: [...eligibleSubjects] };
  return { topSubcategories: null, topFacets: null };
}
