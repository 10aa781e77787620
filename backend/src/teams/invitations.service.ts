import {
  formatUtcDate,
  formatUtcTime,
  INVITEES_CANNOT_INVITE,
  INVITES_CLOSED,
  isRestricted,
  normaliseEmail,
  TEAM_ALREADY_INVITED,
  TEAM_EMAIL_INVALID,
  TEAM_INVITATION_EXPIRY_MS,
  TEAM_INVITE_ATTEMPTS,
  TEAM_INVITE_MAILS_PER_DAY,
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
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager, In } from 'typeorm';
import { ScoresService } from '../assessments/scores.service';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Transactions } from '../database/transactions';
import { MailOutbox } from '../mail/entities/mail-outbox.entity';
import { MailService } from '../mail/mail.service';
import { User } from '../users/entities/user.entity';
import { TeamInvitation } from './entities/team-invitation.entity';
import { TeamTask } from './entities/team-task.entity';
import { invitationMail, mailDate } from './invitation-mail';
import { NotificationsService } from './notifications.service';
import { readBudget, takeBudget, windowOf } from './team-budgets';
import { holdsSlot, liveTaskCreatedBy } from './team-queries';
import { TeamsRepository } from './teams.repository';

/**
 * Team invitations (docs/product/dashboard.md, "Team Challenge"): sending invitations, all decided
 * under the inviter's row lock.
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly scores: ScoresService,
    private readonly notifications: NotificationsService,
    private readonly repository: TeamsRepository,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The UniReady subjects the team rules compare: the top 3 plus ties
   * (docs/product/dashboard.md, "Team Challenge").
   */
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
    await this.transactions.run(async (m) => {
      const accounts = await m.find(User, { where: { email: In(emails) }, select: { id: true } });
      await this.repository.ensureInviteMailBudgets(
        m,
        accounts.map((u) => u.id),
      );
    });
    const sent = await this.transactions.locked(User, { id: userId }, async (manager, user) => {
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
      const { invitationIds, mails } = await this.insertInvitations(
        manager,
        user,
        task,
        emails,
        now,
      );
      return { response: { taskId: task.id, invitationIds, attemptsLeft }, mails };
    });
    for (const mail of sent.mails) await this.mail.deliver(mail);
    return sent.response;
  }

  /** The Team tab's attempt counter (docs/product/dashboard.md, "Team Challenge"). */
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
  ): Promise<{ invitationIds: string[]; mails: MailOutbox[] }> {
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
    return {
      invitationIds: rows.map((r) => r.id),
      mails: await this.mailInvitees(manager, inviter, task, invitees, now),
    };
  }

  /**
   * One short e-mail to each invitee with an account, at the school address they signed up with,
   * while their daily budget lasts (docs/product/dashboard.md, Team Challenge). In the invitation's
   * transaction: a refused invitation sends nothing. Budgets are taken in id order, so two
   * invitations never wait on each other's rows.
   */
  private async mailInvitees(
    manager: EntityManager,
    inviter: User,
    task: TeamTask,
    invitees: User[],
    now: Date,
  ): Promise<MailOutbox[]> {
    const mails: MailOutbox[] = [];
    const openUntil = mailDate(new Date(now.getTime() + TEAM_INVITATION_EXPIRY_MS));
    for (const invitee of [...invitees].sort((a, b) => a.id.localeCompare(b.id))) {
      if (
        !(await this.repository.takeInviteMail(manager, invitee.id, now, TEAM_INVITE_MAILS_PER_DAY))
      ) {
        continue;
      }
      const mail = invitationMail({
        to: invitee.email,
        invitee: invitee.username,
        inviter: inviter.username,
        subject: task.subject,
        openUntil,
        dashboardUrl: `${this.config.appUrl}/dashboard`,
        productName: this.config.links.productName,
      });
      mails.push(await this.mail.enqueue(manager, { ...mail, aboutUserId: inviter.id }));
    }
    return mails;
  }
}
