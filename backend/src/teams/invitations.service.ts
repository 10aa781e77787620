import {
  formatUtcDate,
  formatUtcTime,
  INVITEES_CANNOT_INVITE,
  INVITES_CLOSED,
  isRestricted,
  normaliseEmail,
  TEAM_ALREADY_INVITED,
  TEAM_EMAIL_INVALID,
  TEAM_INVITE_ATTEMPTS,
  TEAM_INVITE_SELF,
  TEAM_MAX_INVITATIONS,
  TEAM_MAX_INVITATIONS_REACHED,
  TEAM_NEEDS_UNIREADY,
  TEAM_SELECT_SUBJECT,
  TEAM_SUBJECT_NOT_TOP,
  teamInviteLimitMessage,
  teamInviteRestrictedMessage,
  teamSubjectLockedMessage,
  validateInviteEmail,
  type InviteAttemptsResponse,
  type InviteResponse,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager, In } from 'typeorm';
import { ScoresService } from '../assessments/scores.service';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Transactions } from '../database/transactions';
import { User } from '../users/entities/user.entity';
import { TeamInvitation } from './entities/team-invitation.entity';
import { TeamTask } from './entities/team-task.entity';
import { NotificationsService } from './notifications.service';
import { readBudget, takeBudget, windowOf } from './team-budgets';
import { holdsSlot, liveTaskCreatedBy } from './team-queries';

/** spec 002 §5 "Team invite": sending invitations, all decided under the inviter's row lock. */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly scores: ScoresService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
  ) {}

  /** The UniReady subjects the team rules compare: the top 3 plus ties (spec 002 §4, §9). */
  async topThree(userId: string): Promise<string[]> {
    return (await this.scores.topSubjects(userId)).uniReady;
  }

  async invite(userId: string, rawEmails: string[], rawSubject: string): Promise<InviteResponse> {
    const subject = rawSubject.trim();
    if (!subject) throw AppError.badRequest(TEAM_SELECT_SUBJECT);
    if (!rawEmails.length || rawEmails.some((e) => validateInviteEmail(e) !== null)) {
      throw AppError.badRequest(TEAM_EMAIL_INVALID);
    }
    const emails = [...new Set(rawEmails.map(normaliseEmail))];
    const top = await this.topThree(userId);
    return this.transactions.locked(User, { id: userId }, async (manager, user) => {
      if (!user) throw AppError.notFound('User not found.');
      if (user.appRole === 'invitee') throw AppError.forbidden(INVITEES_CANNOT_INVITE);
      if (emails.includes(user.email)) throw AppError.badRequest(TEAM_INVITE_SELF);
      if (!top.length) throw AppError.forbidden(TEAM_NEEDS_UNIREADY);
      const chosen = top.find((s) => s.toLowerCase() === subject.toLowerCase());
      if (!chosen) throw AppError.badRequest(TEAM_SUBJECT_NOT_TOP);
      const now = this.clock.now();
      let task = await liveTaskCreatedBy(manager, userId, now);
      if (task && task.status !== 'pending') throw AppError.badRequest(INVITES_CLOSED);
      if (task && task.subject !== chosen) {
        throw AppError.badRequest(teamSubjectLockedMessage(task.subject));
      }
      if (!task && isRestricted(user.restrictionUntil, now)) {
        throw AppError.forbidden(
          teamInviteRestrictedMessage(formatUtcDate(user.restrictionUntil!)),
        );
      }
      const existing = task
        ? await manager.find(TeamInvitation, { where: { taskId: task.id } })
        : [];
      const open = existing.filter((i) => holdsSlot(i, now));
      if (open.some((i) => emails.includes(i.inviteeEmail))) {
        throw AppError.conflict(TEAM_ALREADY_INVITED);
      }
      if (open.length + emails.length > TEAM_MAX_INVITATIONS) {
        throw AppError.badRequest(TEAM_MAX_INVITATIONS_REACHED);
      }
      const attemptsLeft = await this.takeAttempts(manager, user, now, emails.length);
      // An auto-declined invitation to the same friend gives its place to the new one.
      const stale = existing.filter((i) => !holdsSlot(i, now)).map((i) => i.id);
      if (stale.length) await manager.delete(TeamInvitation, { id: In(stale) });
      task ??= await this.createTask(manager, userId, chosen, now);
      if (user.appRole !== 'inviter') await manager.update(User, userId, { appRole: 'inviter' });
      const invitationIds = await this.insertInvitations(manager, user, task, emails, now);
      return { taskId: task.id, invitationIds, attemptsLeft };
    });
  }

  /** The Team tab's attempt counter (spec 002 §3 "Invite limit record"). */
  async attempts(userId: string): Promise<InviteAttemptsResponse> {
    const row = await this.transactions.run((m) => readBudget(m, 'team_invite', userId));
    const state = windowOf(row);
    const now = this.clock.now().getTime();
    const live = state && now - state.startedAt < TEAM_INVITE_ATTEMPTS.windowMs ? state : null;
    const count = live?.count ?? 0;
    return {
      count,
      limit: TEAM_INVITE_ATTEMPTS.max,
      resetTime: live
        ? new Date(live.startedAt + TEAM_INVITE_ATTEMPTS.windowMs).toISOString()
        : null,
      limitReached: count >= TEAM_INVITE_ATTEMPTS.max,
    };
  }

  /** 3 invitations per hour (admins exempt); a refused request takes nothing. */
  private async takeAttempts(manager: EntityManager, user: User, now: Date, uses: number) {
    if (user.role === 'admin') return null;
    const taken = await takeBudget(
      manager,
      'team_invite',
      user.id,
      TEAM_INVITE_ATTEMPTS,
      now,
      uses,
    );
    if ('waitMs' in taken) {
      const at = new Date(now.getTime() + taken.waitMs);
      throw AppError.tooManyRequests(
        teamInviteLimitMessage(formatUtcTime(at)),
        Math.ceil(taken.waitMs / 1000),
      );
    }
    return TEAM_INVITE_ATTEMPTS.max - taken.count;
  }

  private async createTask(manager: EntityManager, creatorId: string, subject: string, now: Date) {
    const task = Object.assign(new TeamTask(), {
      id: randomUUID(),
      creatorId,
      subject,
      question: null,
      status: 'pending',
      feedbackText: null,
      submissionDate: null,
      createdAt: now,
      expiredAt: null,
    });
    await manager.insert(TeamTask, task);
    return task;
  }

  private async insertInvitations(
    manager: EntityManager,
    inviter: User,
    task: TeamTask,
    emails: string[],
    now: Date,
  ): Promise<string[]> {
    const invitees = await manager.find(User, { where: { email: In(emails) } });
    const rows = emails.map((email) => ({
      id: randomUUID(),
      taskId: task.id,
      inviterId: inviter.id,
      inviteeEmail: email,
      inviteeId: invitees.find((u) => u.email === email)?.id ?? null,
      subject: task.subject,
      status: 'pending' as const,
      createdAt: now,
    }));
    await manager.insert(TeamInvitation, rows);
    await this.notifications.notify(
      manager,
      invitees.map((u) => u.id),
      'invitation',
      `${inviter.username} invited you to a ${task.subject} Team Challenge.`,
      task.id,
    );
    return rows.map((r) => r.id);
  }
}
