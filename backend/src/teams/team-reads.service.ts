import {
  acceptRestrictedMessage,
  formatUtcDate,
  INVITEE_IN_TEAM,
  INVITER_CANNOT_ACCEPT,
  isRestricted,
  NO_ACTIVE_TASK,
  NOT_TEAM_MEMBER,
  PAST_CHALLENGES_MAX,
  statusCheckWaitMessage,
  TEAM_STATUS_CHECK,
  type InvitationsResponse,
  type PastChallengesResponse,
  type TeamTaskResponse,
  type UserTasksResponse,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { EntityManager, In, MoreThan } from 'typeorm';
import { AuthUser, isAdmin } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Transactions } from '../database/transactions';
import { User } from '../users/entities/user.entity';
import { TeamAnswer } from './entities/team-answer.entity';
import { TeamFeedbackReview } from './entities/team-feedback-review.entity';
import { feedbackState } from './feedback-reviews.service';
import { TeamInvitation } from './entities/team-invitation.entity';
import { TeamTask } from './entities/team-task.entity';
import { InvitationsService } from './invitations.service';
import { takeBudget } from './team-budgets';
import {
  invitationCutoff,
  isLive,
  memberIds,
  tasksOf,
  toAnswerViews,
  toInvitationView,
  toTaskView,
  usersById,
} from './team-queries';
import { TeamSweepService } from './team-sweep.service';

/** A past challenge's feedback state, as the Team tab says it (docs/product/dashboard.md). */
function pastFeedback(task: TeamTask, review: TeamFeedbackReview | null) {
  const state = feedbackState(task, review);
  return { feedback_status: state.status, feedback_note: state.note };
}

/**
 * The Team tab's reads (docs/product/dashboard.md, "Team Challenge"): expiry is evaluated on read
 * as well as by the sweep.
 */
@Injectable()
export class TeamReadsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly invitations: InvitationsService,
    private readonly sweep: TeamSweepService,
    private readonly clock: Clock,
  ) {}

  /** GET /api/team/invitations?userId: the pending invitations addressed to the student. */
  async invitationsFor(userId: string): Promise<InvitationsResponse> {
    await this.sweep.sweepFor(userId);
    const top = (await this.invitations.topThree(userId)).map((s) => s.toLowerCase());
    return this.transactions.run(async (manager) => {
      const user = await manager.findOneBy(User, { id: userId });
      if (!user) return { invitations: [] };
      if (user.appRole === 'invitee') throw AppError.forbidden(INVITEE_IN_TEAM);
      const now = this.clock.now();
      const rows = await manager.find(TeamInvitation, {
        where: {
          inviteeEmail: user.email,
          status: 'pending',
          createdAt: MoreThan(invitationCutoff(now)),
        },
        order: { createdAt: 'DESC' },
      });
      const tasks = await manager.find(TeamTask, { where: { id: In(rows.map((r) => r.taskId)) } });
      const open = rows.filter((r) => {
        const task = tasks.find((t) => t.id === r.taskId);
        return task && isLive(task, now) && task.status !== 'submitted';
      });
      const inviters = await usersById(
        manager,
        open.map((r) => r.inviterId),
      );
      // The rules accept decides on, said before the student confirms (invitation-replies).
      const blocked =
        user.appRole === 'inviter'
          ? INVITER_CANNOT_ACCEPT
          : isRestricted(user.restrictionUntil, now)
            ? acceptRestrictedMessage(formatUtcDate(user.restrictionUntil!))
            : null;
      return {
        invitations: open.map((r) =>
          toInvitationView(
            r,
            inviters.get(r.inviterId),
            top.includes(r.subject.toLowerCase()),
            blocked,
          ),
        ),
      };
    });
  }

  /** GET /api/team/invitations/status?taskId: "Update Status", once per 3 hours (admins exempt). */
  async statuses(caller: AuthUser, taskId: string): Promise<InvitationsResponse> {
    await this.sweep.sweepFor(caller.id);
    return this.transactions.locked(User, { id: caller.id }, async (manager) => {
      const task = await this.memberTask(manager, caller, taskId, isAdmin(caller));
      if (!isAdmin(caller)) {
        const now = this.clock.now();
        const taken = await takeBudget(manager, 'team_status', caller.id, TEAM_STATUS_CHECK, now);
        if ('waitMs' in taken) {
          const seconds = Math.ceil(taken.waitMs / 1000);
          throw AppError.tooManyRequests(statusCheckWaitMessage(seconds), seconds);
        }
      }
      return { invitations: await this.invitationViews(manager, task.id) };
    });
  }

  /** GET /api/team/user-tasks/:userId: the live tasks the student created or joined. */
  async userTasks(userId: string): Promise<UserTasksResponse> {
    await this.sweep.sweepFor(userId);
    return this.transactions.run(async (manager) => {
      const now = this.clock.now();
      const tasks = (await tasksOf(manager, userId)).filter((t) => isLive(t, now));
      return {
        tasks: tasks.map((t) => ({
          task_id: t.id,
          created_at: t.createdAt.toISOString(),
          status: t.status,
          subject: t.subject,
        })),
      };
    });
  }

  /** GET /api/team/task/:taskId?userId: the task, the answers and the invitations. */
  async task(caller: AuthUser, userId: string, taskId: string): Promise<TeamTaskResponse> {
    await this.sweep.sweepFor(userId);
    return this.transactions.run(async (manager) => {
      const task = await this.memberTask(
        manager,
        { ...caller, id: userId },
        taskId,
        isAdmin(caller),
      );
      const answers = await manager.find(TeamAnswer, { where: { taskId }, order: { id: 'ASC' } });
      const users = await usersById(manager, [task.creatorId, ...answers.map((a) => a.userId)]);
      const review = await manager.findOneBy(TeamFeedbackReview, { taskId });
      return {
        task: toTaskView(
          task,
          users.get(task.creatorId),
          this.clock.now(),
          feedbackState(task, review),
        ),
        answers: toAnswerViews(answers, users, userId, task.status === 'submitted'),
        invitations: await this.invitationViews(manager, task.id),
      };
    });
  }

  /**
   * Submitted challenges the student took part in, newest first, at most 50
   * (docs/product/dashboard.md, "Team Challenge").
   */
  async pastChallenges(userId: string): Promise<PastChallengesResponse> {
    return this.transactions.run(async (manager) => {
      const tasks = (await tasksOf(manager, userId))
        .filter((t) => t.status === 'submitted')
        .sort((a, b) => (b.submissionDate?.getTime() ?? 0) - (a.submissionDate?.getTime() ?? 0))
        .slice(0, PAST_CHALLENGES_MAX);
      const answers = tasks.length
        ? await manager.find(TeamAnswer, { where: { taskId: In(tasks.map((t) => t.id)) } })
        : [];
      const users = await usersById(
        manager,
        answers.map((a) => a.userId),
      );
      // A school that checks feedback first: the history says it is being checked or withheld.
      const reviews = tasks.length
        ? await manager.find(TeamFeedbackReview, { where: { taskId: In(tasks.map((t) => t.id)) } })
        : [];
      return {
        challenges: tasks.map((t) => ({
          taskId: t.id,
          subject: t.subject,
          question: t.question,
          feedback_text: t.feedbackText,
          ...pastFeedback(t, reviews.find((r) => r.taskId === t.id) ?? null),
          created_at: t.createdAt.toISOString(),
          submission_date: t.submissionDate?.toISOString() ?? null,
          answers: toAnswerViews(
            answers.filter((a) => a.taskId === t.id),
            users,
            userId,
            true,
          ),
        })),
      };
    });
  }

  async hasPastChallenges(userId: string): Promise<boolean> {
    return (await this.pastChallenges(userId)).challenges.length > 0;
  }

  private async memberTask(
    manager: EntityManager,
    user: Pick<AuthUser, 'id'>,
    taskId: string,
    admin = false,
  ): Promise<TeamTask> {
    const task = await manager.findOneBy(TeamTask, { id: taskId });
    if (!task) throw AppError.notFound(NO_ACTIVE_TASK);
    if (!admin && !(await memberIds(manager, task)).includes(user.id)) {
      throw AppError.forbidden(NOT_TEAM_MEMBER);
    }
    return task;
  }

  private async invitationViews(manager: EntityManager, taskId: string) {
    const rows = await manager.find(TeamInvitation, {
      where: { taskId },
      order: { createdAt: 'ASC' },
    });
    const inviters = await usersById(
      manager,
      rows.map((r) => r.inviterId),
    );
    const now = this.clock.now();
    return rows
      .filter((r) => r.status === 'accepted' || r.createdAt > invitationCutoff(now))
      .map((r) => toInvitationView(r, inviters.get(r.inviterId)));
  }
}
