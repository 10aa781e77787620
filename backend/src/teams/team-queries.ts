import {
  type FeedbackStatus,
  isInvitationExpired,
  isTaskExpired,
  TEAM_INVITATION_EXPIRY_MS,
  type TeamAnswer as TeamAnswerView,
  type TeamInvitation as TeamInvitationView,
  type TeamTask as TeamTaskView,
  taskExpiresAt,
} from '@aspire/domain';
import { EntityManager, In, IsNull } from 'typeorm';
import { User } from '../users/entities/user.entity';
import { TeamAnswer } from './entities/team-answer.entity';
import { TeamInvitation } from './entities/team-invitation.entity';
import { TeamTask } from './entities/team-task.entity';

/**
 * A task still running: not marked expired and younger than 60 days
 * (docs/product/dashboard.md, "Team Challenge").
 */
export const isLive = (task: TeamTask, now: Date): boolean =>
  !task.expiredAt && !isTaskExpired(task.createdAt, now);

/** An invitation that still holds a slot: accepted, or pending and younger than 5 days. */
export const holdsSlot = (invitation: TeamInvitation, now: Date): boolean =>
  invitation.status === 'accepted' || !isInvitationExpired(invitation.createdAt, now);

export const invitationCutoff = (now: Date): Date =>
  new Date(now.getTime() - TEAM_INVITATION_EXPIRY_MS);

/** The creator and every accepted invitee. */
export async function memberIds(manager: EntityManager, task: TeamTask): Promise<string[]> {
  const accepted = await manager.find(TeamInvitation, {
    where: { taskId: task.id, status: 'accepted' },
  });
  return [task.creatorId, ...accepted.flatMap((i) => (i.inviteeId ? [i.inviteeId] : []))];
}

/** Tasks the user created or joined, newest first. */
export async function tasksOf(manager: EntityManager, userId: string): Promise<TeamTask[]> {
  const joined = await manager.find(TeamInvitation, {
    where: { inviteeId: userId, status: 'accepted' },
  });
  const ids = joined.map((i) => i.taskId);
  return manager.find(TeamTask, {
    where: [{ creatorId: userId }, ...(ids.length ? [{ id: In(ids) }] : [])],
    order: { createdAt: 'DESC', id: 'DESC' },
  });
}

/** The live task this user created, if any (one at a time: the inviter's subject is locked). */
export function liveTaskCreatedBy(manager: EntityManager, userId: string, now: Date) {
  return manager
    .find(TeamTask, {
      where: { creatorId: userId, expiredAt: IsNull() },
      order: { createdAt: 'DESC' },
    })
    .then((tasks) => tasks.find((t) => isLive(t, now)) ?? null);
}

export async function usersById(manager: EntityManager, ids: string[]) {
  const users = ids.length
    ? await manager.find(User, { where: { id: In([...new Set(ids)]) } })
    : [];
  return new Map(users.map((u) => [u.id, u]));
}

export function toTaskView(
  task: TeamTask,
  creator: User | undefined,
  now: Date,
  feedback: { status: FeedbackStatus; note: string | null } = { status: 'none', note: null },
): TeamTaskView {
  return {
    taskId: task.id,
    creatorId: task.creatorId,
    subject: task.subject,
    question: task.question,
    status: task.status,
    created_at: task.createdAt.toISOString(),
    expires_at: taskExpiresAt(task.createdAt).toISOString(),
    expired: !isLive(task, now),
    feedback_text: task.feedbackText,
    feedback_status: task.feedbackText ? 'ready' : feedback.status,
    feedback_note: feedback.note,
    submission_date: task.submissionDate?.toISOString() ?? null,
    inviter_email: creator?.email ?? '',
  };
}

export function toInvitationView(
  invitation: TeamInvitation,
  inviter: User | undefined,
  valid = true,
  acceptBlocked: string | null = null,
): TeamInvitationView {
  return {
    invitation_id: invitation.id,
    task_id: invitation.taskId,
    inviter_id: invitation.inviterId,
    inviter_email: inviter?.email ?? '',
    inviter_username: inviter?.username ?? '',
    invitee_id: invitation.inviteeId,
    invitee_email: invitation.inviteeEmail,
    subject: invitation.subject,
    status: invitation.status,
    created_at: invitation.createdAt.toISOString(),
    valid,
    message: valid ? null : 'Invitation invalid',
    accept_blocked: acceptBlocked,
  };
}

/** Answers of a task: the viewer sees their own text, others' once the challenge is submitted. */
export function toAnswerViews(
  answers: TeamAnswer[],
  users: Map<string, User>,
  viewerId: string | null,
  submitted: boolean,
): TeamAnswerView[] {
  return answers.map((a) => ({
    user_id: a.userId,
    username: users.get(a.userId)?.username ?? '',
    answer_text: submitted || a.userId === viewerId ? a.answerText : null,
    submitted_at: a.submittedAt?.toISOString() ?? null,
  }));
}
