import type { FeedbackStatus } from './moderation';

/**
 * Payloads and answers of the team, invitation and notification calls
 * (docs/product/dashboard.md, "Team Challenge"; docs/API.md).
 */
export type TeamTaskStatus = 'pending' | 'active' | 'submitted';
export type TeamInvitationStatus = 'pending' | 'accepted';

export type TeamInvitation = {
  invitation_id: string;
  task_id: string;
  inviter_id: string;
  inviter_email: string;
  inviter_username: string;
  invitee_id: string | null;
  invitee_email: string;
  subject: string;
  status: TeamInvitationStatus;
  created_at: string;
  /** the subject is among the invitee's top 3 (only on the invitee's own list) */
  valid: boolean;
  message: string | null;
  /**
   * On the invitee's own list: why Accept cannot be used now (the inviter role, a restriction
   * with its date), said before any confirmation; null when it can.
   */
  accept_blocked: string | null;
};

export type TeamTask = {
  taskId: string;
  creatorId: string;
  subject: string;
  question: string | null;
  status: TeamTaskStatus;
  created_at: string;
  expires_at: string;
  expired: boolean;
  feedback_text: string | null;
  /** 'checking' while the school reads the feedback first, 'withheld' when it kept it back */
  feedback_status: FeedbackStatus;
  /** the school's note when it withheld the feedback */
  feedback_note: string | null;
  submission_date: string | null;
  inviter_email: string;
};

/** Another member's text is shown only once the challenge is submitted. */
export type TeamAnswer = {
  user_id: string;
  username: string;
  answer_text: string | null;
  submitted_at: string | null;
};

export type TeamTaskResponse = {
  task: TeamTask;
  answers: TeamAnswer[];
  invitations: TeamInvitation[];
};

export type InvitePayload = { userId: string; emails: string[]; subject: string };
export type InviteResponse = {
  taskId: string;
  invitationIds: string[];
  attemptsLeft: number | null;
};
export type InvitationsResponse = { invitations: TeamInvitation[] };
export type InvitationActionPayload = {
  invitationId: string;
  action: 'accept' | 'decline';
  userId: string;
};
export type InvitationActionResponse = { taskId: string; message: string };
export type UserTasksResponse = {
  tasks: { task_id: string; created_at: string; status: TeamTaskStatus; subject: string }[];
};
export type GenerateTaskPayload = { userId: string; payload: { subject: string; prompt?: string } };
export type GenerateTaskResponse = { question: string };
export type TeamAnswerPayload = { userId: string; taskId: string; answerText: string };
export type InviteAttemptsResponse = {
  count: number;
  limit: number;
  resetTime: string | null;
  limitReached: boolean;
};

export type PastChallenge = {
  taskId: string;
  subject: string;
  question: string | null;
  feedback_text: string | null;
  /** as on the task: 'checking' while the school reads it first, 'withheld' when it kept it back */
  feedback_status: FeedbackStatus;
  /** the school's note when it withheld the feedback */
  feedback_note: string | null;
  created_at: string;
  submission_date: string | null;
  answers: TeamAnswer[];
};
export type PastChallengesResponse = { challenges: PastChallenge[] };

export type NotificationKind =
  | 'invitation'
  | 'invitation_accepted'
  | 'invitation_declined'
  | 'invitation_expired'
  | 'invitation_invalid'
  | 'question_ready'
  | 'feedback_ready'
  | 'challenge_expired';
export type AppNotification = {
  id: number;
  kind: NotificationKind;
  message: string;
  task_id: string | null;
  created_at: string;
  read: boolean;
};
export type NotificationsResponse = { notifications: AppNotification[]; unread: number };
export type MarkReadPayload = { userId: string; ids?: number[] };
export type UnreadResponse = { unread: number };
