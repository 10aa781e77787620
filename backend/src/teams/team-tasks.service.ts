import {
  ANSWER_AFTER_SUBMISSION,
  TEAM_ANSWER_ALREADY_SUBMITTED,
  CHALLENGE_SUBMITTED,
  cleanFreeText,
  formatUtcDate,
  generateRestrictedMessage,
  INVITEES_CANNOT_GENERATE,
  isRestricted,
  MEMBERS_MUST_ANSWER,
  NEED_ACCEPTED_FRIEND,
  NO_ACTIVE_TASK,
  NOT_TEAM_MEMBER,
  ONLY_CREATOR,
  QUESTION_NOT_READY,
  restrictionFrom,
  TASK_NOT_ACTIVE,
  TASK_NOT_READY,
  type GenerateTaskResponse,
} from '@aspire/domain';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AiError } from '../ai/ai.types';
import { AiService } from '../ai/ai.service';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { lockRow, Transactions } from '../database/transactions';
import { User } from '../users/entities/user.entity';
import { TeamAnswer } from './entities/team-answer.entity';
import { TeamInvitation } from './entities/team-invitation.entity';
import { TeamTask } from './entities/team-task.entity';
import { TeamFeedbackService } from './team-feedback.service';
import { NotificationsService } from './notifications.service';
import { isLive, memberIds } from './team-queries';
import { TeamTasksRepository } from './team-tasks.repository';

export const ANSWER_SAVED = 'Answer submitted successfully.';

/**
 * The task's states (docs/decisions/0033-team-challenge.md): pending → active (question) →
 * submitted (feedback).
 */
@Injectable()
export class TeamTasksService {
  constructor(
    private readonly transactions: Transactions,
    private readonly ai: AiService,
    private readonly feedback: TeamFeedbackService,
    private readonly tasks: TeamTasksRepository,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The creator generates the question once at least one friend accepted. The rules are checked
   * before the AI is asked and again under the locks, where a conditional write (`status =
   * 'pending' AND question IS NULL`) lets exactly one of parallel requests store its question.
   */
  async generate(userId: string, taskId: string): Promise<GenerateTaskResponse> {
    const task = await this.transactions.run((m) => this.checkGenerate(m, userId, taskId));
    let question: string;
    try {
      question = cleanQuestion(
        await this.ai.teamQuestion(task.subject, { timeoutMs: this.config.ai.timeoutMs }),
      );
    } catch (error) {
      if (error instanceof AiError) throw new AppError(error.status as HttpStatus, error.message);
      throw error;
    }
    return this.transactions.locked(User, { id: userId }, async (manager) => {
      const locked = await this.checkGenerate(manager, userId, taskId);
      const now = this.clock.now();
      const moved = await this.tasks.setQuestion(manager, taskId, question);
      if (!moved) throw AppError.badRequest(TASK_NOT_READY);
      // The creator's 6-month restriction (docs/product/dashboard.md, "Team Challenge").
      await manager.update(User, userId, {
        restrictionUntil: restrictionFrom(now),
        lastTeamParticipation: now,
        updatedAt: now,
      });
      const members = (await memberIds(manager, locked)).filter((id) => id !== userId);
      await this.notifications.notify(
        manager,
        members,
        'question_ready',
        `The question of your ${locked.subject} Team Challenge is ready.`,
        taskId,
      );
      return { question };
    });
  }

  /**
   * Submits a member's answer: once, irreversible, while the task is active
   * (docs/product/dashboard.md, "Team Challenge").
   */
  async answer(userId: string, taskId: string, text: string): Promise<{ message: string }> {
    return this.transactions.locked(TeamTask, { id: taskId }, async (manager, task) => {
      const now = this.clock.now();
      if (!task || !isLive(task, now)) throw AppError.notFound(NO_ACTIVE_TASK);
      if (!(await memberIds(manager, task)).includes(userId)) {
        throw AppError.forbidden(NOT_TEAM_MEMBER);
      }
      if (task.status === 'submitted') throw AppError.badRequest(ANSWER_AFTER_SUBMISSION);
      if (task.status !== 'active') throw AppError.badRequest(QUESTION_NOT_READY);
      if (await manager.existsBy(TeamAnswer, { taskId, userId })) {
        throw AppError.conflict(TEAM_ANSWER_ALREADY_SUBMITTED);
      }
      await manager.insert(TeamAnswer, {
        taskId,
        userId,
        answerText: cleanFreeText(text),
        submittedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      return { message: ANSWER_SAVED };
    });
  }

  /** The creator submits when every member answered; the feedback is written straight after. */
  async submit(userId: string, taskId: string): Promise<{ message: string }> {
    await this.transactions.locked(TeamTask, { id: taskId }, async (manager, task) => {
      const now = this.clock.now();
      if (!task || !isLive(task, now)) throw AppError.notFound(NO_ACTIVE_TASK);
      if (task.creatorId !== userId) throw AppError.forbidden(ONLY_CREATOR);
      if (task.status !== 'active') throw AppError.badRequest(TASK_NOT_ACTIVE);
      const members = await memberIds(manager, task);
      const answered = await manager.countBy(TeamAnswer, { taskId });
      if (answered < members.length) throw AppError.badRequest(MEMBERS_MUST_ANSWER);
      const moved = await this.tasks.submit(manager, taskId, now);
      if (!moved) throw AppError.badRequest(TASK_NOT_ACTIVE);
      // Invitations nobody answered can no longer be accepted.
      await manager.delete(TeamInvitation, { taskId, status: 'pending' });
    });
    await this.feedback.write(taskId);
    return { message: CHALLENGE_SUBMITTED };
  }

  /** The generate rules, in the original's order (docs/product/dashboard.md, "Team Challenge"). */
  private async checkGenerate(manager: EntityManager, userId: string, taskId: string) {
    const user = await manager.findOneBy(User, { id: userId });
    const task = await lockRow(manager, TeamTask, { id: taskId });
    const now = this.clock.now();
    if (user?.appRole === 'invitee') throw AppError.forbidden(INVITEES_CANNOT_GENERATE);
    if (!task || !isLive(task, now)) throw AppError.notFound(NO_ACTIVE_TASK);
    if (task.creatorId !== userId) throw AppError.forbidden(ONLY_CREATOR);
    if (task.status !== 'pending' || task.question) throw AppError.badRequest(TASK_NOT_READY);
    if (isRestricted(user?.restrictionUntil, now)) {
      throw AppError.forbidden(generateRestrictedMessage(formatUtcDate(user!.restrictionUntil!)));
    }
    const accepted = await manager.countBy(TeamInvitation, { taskId, status: 'accepted' });
    if (!accepted) throw AppError.badRequest(NEED_ACCEPTED_FRIEND);
    return task;
  }
}

/** One plain paragraph: no markup from a model reaches the students. */
const cleanQuestion = (text: string) => cleanFreeText(text).replace(/\s+/g, ' ').trim();
