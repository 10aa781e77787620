import {
  acceptRestrictedMessage,
  CANNOT_REMOVE_ACCEPTED,
  formatUtcDate,
  INVITATION_INVALID,
  INVITATION_NOT_FOUND,
  INVITEE_IN_TEAM,
  INVITER_CANNOT_ACCEPT,
  isInvitationExpired,
  isRestricted,
  restrictionFrom,
  type InvitationActionResponse,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuthUser, isAdmin } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { lockRow, Transactions } from '../database/transactions';
import { User } from '../users/entities/user.entity';
import { TeamInvitation } from './entities/team-invitation.entity';
import { TeamTask } from './entities/team-task.entity';
import { InvitationsService } from './invitations.service';
import { NotificationsService } from './notifications.service';
import { isLive } from './team-queries';

export const DECLINED = 'Invitation declined.';
export const ACCEPTED = 'Invitation accepted.';
export const WITHDRAWN = 'Invitation removed.';
export const VALID = 'Invitation valid';

type Outcome = { taskId: string } | { invalid: true };

/**
 * The invitee's side (docs/product/dashboard.md, "Team Challenge"): accept or decline from the
 * notifications menu. Accepting locks the invitee's row, then the invitation and the task, so of
 * two invitations accepted at
 * once only one can make the student an invitee.
 */
@Injectable()
export class InvitationRepliesService {
  constructor(
    private readonly transactions: Transactions,
    private readonly invitations: InvitationsService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
  ) {}

  async act(userId: string, invitationId: string, action: 'accept' | 'decline') {
    return action === 'accept'
      ? this.accept(userId, invitationId)
      : this.decline(userId, invitationId);
  }

  async accept(userId: string, invitationId: string): Promise<InvitationActionResponse> {
    const top = await this.invitations.topThree(userId);
    const outcome = await this.transactions.locked(User, { id: userId }, async (manager, user) => {
      if (!user) throw AppError.notFound(INVITATION_NOT_FOUND);
      const invitation = await this.pendingFor(manager, user, invitationId);
      const task = await lockRow(manager, TeamTask, { id: invitation.taskId });
      const now = this.clock.now();
      if (!task || !isLive(task, now) || task.status === 'submitted') {
        throw AppError.notFound(INVITATION_NOT_FOUND);
      }
      if (user.appRole === 'inviter') throw AppError.forbidden(INVITER_CANNOT_ACCEPT);
      if (user.appRole === 'invitee') throw AppError.forbidden(INVITEE_IN_TEAM);
      if (isRestricted(user.restrictionUntil, now)) {
        throw AppError.forbidden(acceptRestrictedMessage(formatUtcDate(user.restrictionUntil!)));
      }
      if (!top.some((s) => s.toLowerCase() === invitation.subject.toLowerCase())) {
        await this.dropInvalid(manager, invitation, user);
        return { invalid: true } as Outcome;
      }
      await manager.update(TeamInvitation, invitation.id, {
        status: 'accepted',
        inviteeId: userId,
      });
      await manager.update(User, userId, {
        appRole: 'invitee',
        restrictionUntil: restrictionFrom(now),
        lastTeamParticipation: now,
        updatedAt: now,
      });
      await this.notifications.notify(
        manager,
        invitation.inviterId,
        'invitation_accepted',
        `${user.username} accepted your ${invitation.subject} Team Challenge invitation.`,
        task.id,
      );
      return { taskId: task.id } as Outcome;
    });
    // An invitation outside the invitee's top 3 is deleted, and answered 400
    // (docs/product/dashboard.md, "Team Challenge").
    if ('invalid' in outcome) throw AppError.badRequest(INVITATION_INVALID);
    return { taskId: outcome.taskId, message: ACCEPTED };
  }

  /**
   * Declining deletes the invitation; only one of parallel declines finds it
   * (docs/product/dashboard.md, "Team Challenge").
   */
  async decline(userId: string, invitationId: string): Promise<InvitationActionResponse> {
    return this.transactions.locked(User, { id: userId }, async (manager, user) => {
      if (!user) throw AppError.notFound(INVITATION_NOT_FOUND);
      const invitation = await this.pendingFor(manager, user, invitationId);
      await this.remove(
        manager,
        invitation,
        'invitation_declined',
        `${user.username} declined your invitation.`,
      );
      return { taskId: invitation.taskId, message: DECLINED };
    });
  }

  /** DELETE /api/invitations/:id: the invitee declines, or the inviter withdraws a pending one. */
  async delete(caller: AuthUser, invitationId: string): Promise<{ message: string }> {
    return this.transactions.run(async (manager) => {
      const invitation = await lockRow(manager, TeamInvitation, { id: invitationId });
      const mine =
        invitation &&
        (isAdmin(caller) ||
          invitation.inviterId === caller.id ||
          invitation.inviteeEmail === caller.email);
      if (!invitation || !mine) throw AppError.notFound(INVITATION_NOT_FOUND);
      if (invitation.status === 'accepted') throw AppError.badRequest(CANNOT_REMOVE_ACCEPTED);
      const byInvitee = invitation.inviteeEmail === caller.email;
      await this.remove(
        manager,
        invitation,
        byInvitee ? 'invitation_declined' : 'invitation_invalid',
        byInvitee
          ? `${invitation.inviteeEmail} declined your invitation.`
          : `Your ${invitation.subject} Team Challenge invitation was withdrawn.`,
        byInvitee ? invitation.inviterId : invitation.inviteeId,
      );
      return { message: byInvitee ? DECLINED : WITHDRAWN };
    });
  }

  /** POST /api/team/invitation/validate: the subject against the invitee's top 3. */
  async validate(userId: string, invitationId: string): Promise<{ message: string }> {
    const top = await this.invitations.topThree(userId);
    const invalid = await this.transactions.locked(User, { id: userId }, async (manager, user) => {
      if (!user) throw AppError.notFound(INVITATION_NOT_FOUND);
      if (user.appRole === 'invitee') throw AppError.forbidden(INVITEE_IN_TEAM);
      const invitation = await this.pendingFor(manager, user, invitationId);
      if (top.some((s) => s.toLowerCase() === invitation.subject.toLowerCase())) return false;
      await this.dropInvalid(manager, invitation, user);
      return true;
    });
    if (invalid) throw AppError.badRequest(INVITATION_INVALID);
    return { message: VALID };
  }

  /** The caller's own pending invitation, locked; an auto-declined one no longer exists. */
  private async pendingFor(manager: EntityManager, user: User, invitationId: string) {
    const invitation = await lockRow(manager, TeamInvitation, { id: invitationId });
    if (
      !invitation ||
      invitation.status !== 'pending' ||
      invitation.inviteeEmail !== user.email ||
      isInvitationExpired(invitation.createdAt, this.clock.now())
    ) {
      throw AppError.notFound(INVITATION_NOT_FOUND);
    }
    return invitation;
  }

  private dropInvalid(manager: EntityManager, invitation: TeamInvitation, user: User) {
    return this.remove(
      manager,
      invitation,
      'invitation_invalid',
      `Your invitation to ${user.username} was removed: ${invitation.subject} is not among their top subjects.`,
    );
  }

  /** Deletes a pending invitation (the conditional write decides) and tells the other side. */
  private async remove(
    manager: EntityManager,
    invitation: TeamInvitation,
    kind: 'invitation_declined' | 'invitation_invalid',
    message: string,
    notify: string | null = invitation.inviterId,
  ) {
    const result = await manager.delete(TeamInvitation, { id: invitation.id, status: 'pending' });
    if (!result.affected) throw AppError.notFound(INVITATION_NOT_FOUND);
    if (notify) await this.notifications.notify(manager, notify, kind, message, invitation.taskId);
  }
}
