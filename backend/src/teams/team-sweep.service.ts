import { TEAM_TASK_LIFETIME_MS } from '@aspire/domain';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { In, IsNull, LessThanOrEqual } from 'typeorm';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { lockRow, Transactions } from '../database/transactions';
import { ScheduledJobs } from '../scheduling/scheduled-jobs.service';
import { User } from '../users/entities/user.entity';
import { TeamInvitation } from './entities/team-invitation.entity';
import { TeamTask } from './entities/team-task.entity';
import { NotificationsService } from './notifications.service';
import { TeamFeedbackService } from './team-feedback.service';
import { invitationCutoff, memberIds } from './team-queries';
import { TeamTasksRepository } from './team-tasks.repository';

const BATCH = 200;
export type SweepResult = { invitations: number; tasks: number };

/**
 * Pending invitations are auto-declined after 5 days and tasks expire after 60
 * (docs/product/dashboard.md, "Team Challenge"). Every change is a conditional write (`… WHERE
 * status = 'pending'`, `… AND expired_at IS NULL`)
 * whose affected-row count decides which caller reports it, so the sweep may run beside the same
 * check made on read, or overlap itself, without doubling anything. The scheduled run goes through
 * `ScheduledJobs` (a database lease): once per interval across all instances.
 */
@Injectable()
export class TeamSweepService implements OnApplicationBootstrap {
  static readonly JOB = 'team-sweep';

  constructor(
    private readonly transactions: Transactions,
    private readonly notifications: NotificationsService,
    private readonly feedback: TeamFeedbackService,
    private readonly tasks: TeamTasksRepository,
    private readonly clock: Clock,
    private readonly jobs: ScheduledJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.schedule({
      name: TeamSweepService.JOB,
      everyMs: this.config.teamSweepIntervalMs,
      run: () => this.sweep(),
    });
  }

  /** The scheduled job: every expired invitation and task of every student. */
  async sweep(): Promise<SweepResult> {
    const now = this.clock.now();
    const invitations = await this.transactions.run((m) =>
      m.find(TeamInvitation, {
        where: { status: 'pending', createdAt: LessThanOrEqual(invitationCutoff(now)) },
        take: BATCH,
      }),
    );
    const tasks = await this.transactions.run((m) =>
      m.find(TeamTask, {
        where: { expiredAt: IsNull(), createdAt: LessThanOrEqual(taskCutoff(now)) },
        take: BATCH,
      }),
    );
    const unanswered = await this.transactions.run((m) =>
      m.find(TeamTask, { where: { status: 'submitted', feedbackText: IsNull() }, take: BATCH }),
    );
    for (const task of unanswered) await this.feedback.write(task.id);
    return this.apply(invitations, tasks);
  }

  /** The same check on read, limited to what concerns one student. */
  async sweepFor(userId: string): Promise<SweepResult> {
    const now = this.clock.now();
    const { invitations, tasks } = await this.transactions.run(async (m) => {
      const user = await m.findOneBy(User, { id: userId });
      if (!user) return { invitations: [], tasks: [] };
      const cutoff = LessThanOrEqual(invitationCutoff(now));
      const stale = await m.find(TeamInvitation, {
        where: [
          { status: 'pending', createdAt: cutoff, inviteeEmail: user.email },
          { status: 'pending', createdAt: cutoff, inviterId: userId },
        ],
      });
      const joined = await m.find(TeamInvitation, {
        where: { inviteeId: userId, status: 'accepted' },
      });
      const old = { expiredAt: IsNull(), createdAt: LessThanOrEqual(taskCutoff(now)) };
      const expiring = await m.find(TeamTask, {
        where: [
          { ...old, creatorId: userId },
          ...(joined.length ? [{ ...old, id: In(joined.map((j) => j.taskId)) }] : []),
        ],
      });
      return { invitations: stale, tasks: expiring };
    });
    return this.apply(invitations, tasks);
  }

  private async apply(invitations: TeamInvitation[], tasks: TeamTask[]): Promise<SweepResult> {
    let declined = 0;
    let expired = 0;
    for (const invitation of invitations) if (await this.autoDecline(invitation)) declined++;
    for (const task of tasks) if (await this.expire(task)) expired++;
    return { invitations: declined, tasks: expired };
  }

  private autoDecline(invitation: TeamInvitation): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      const result = await manager.delete(TeamInvitation, { id: invitation.id, status: 'pending' });
      if (!result.affected) return false;
      await this.notifications.notify(
        manager,
        invitation.inviterId,
        'invitation_expired',
        `Your invitation to ${invitation.inviteeEmail} expired after 5 days without an answer.`,
        invitation.taskId,
      );
      return true;
    });
  }

  /**
   * Marks the task expired and gives its members their `user` role back (the restriction date
   * stays in force). The members' rows are locked first, in the order every team change uses
   * (student, then task), so the sweep cannot deadlock with an accept.
   */
  private async expire(task: TeamTask): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      const members = (await memberIds(manager, task)).sort();
      for (const id of members) await lockRow(manager, User, { id });
      const now = this.clock.now();
      if (!(await this.tasks.expire(manager, task.id, now))) return false;
      await manager.update(
        User,
        { id: In(members), appRole: In(['inviter', 'invitee']) },
        { appRole: 'user', updatedAt: now },
      );
      await manager.delete(TeamInvitation, { taskId: task.id, status: 'pending' });
      await this.notifications.notify(
        manager,
        members,
        'challenge_expired',
        `Your ${task.subject} Team Challenge has expired.`,
        task.id,
      );
      return true;
    });
  }
}

const taskCutoff = (now: Date) => new Date(now.getTime() - TEAM_TASK_LIFETIME_MS);
