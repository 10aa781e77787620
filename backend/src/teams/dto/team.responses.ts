import type {
  AppNotification,
  GenerateTaskResponse,
  InvitationActionResponse,
  InvitationsResponse,
  InviteAttemptsResponse,
  InviteResponse,
  NotificationsResponse,
  PastChallenge,
  PastChallengesResponse,
  TeamAnswer,
  TeamInvitation,
  TeamTask,
  TeamTaskResponse,
  UnreadResponse,
  UserTasksResponse,
} from '@aspire/domain';
import { Out } from '../../common/dto/responses';

const TASK_STATUSES = ['pending', 'active', 'submitted'] as const;
const FEEDBACK_STATUSES = ['none', 'checking', 'withheld', 'ready'] as const;

class TeamInvitationDto implements TeamInvitation {
  @Out.text({ format: 'uuid' }) invitation_id: string;
  @Out.text({ format: 'uuid' }) task_id: string;
  @Out.text({ format: 'uuid' }) inviter_id: string;
  @Out.text() inviter_email: string;
  @Out.text() inviter_username: string;
  @Out.text({ nullable: true }) invitee_id: string | null;
  @Out.text() invitee_email: string;
  @Out.text() subject: string;
  @Out.text({ enum: ['pending', 'accepted'] }) status: 'pending' | 'accepted';
  @Out.text({ format: 'date-time' }) created_at: string;
  @Out.bool() valid: boolean;
  @Out.text({ nullable: true }) message: string | null;
  @Out.text({ nullable: true }) accept_blocked: string | null;
}

class TeamTaskDto implements TeamTask {
  @Out.text({ format: 'uuid' }) taskId: string;
  @Out.text({ format: 'uuid' }) creatorId: string;
  @Out.text() subject: string;
  @Out.text({ nullable: true }) question: string | null;
  @Out.text({ enum: TASK_STATUSES }) status: TeamTask['status'];
  @Out.text({ format: 'date-time' }) created_at: string;
  @Out.text({ format: 'date-time' }) expires_at: string;
  @Out.bool() expired: boolean;
  @Out.text({ nullable: true }) feedback_text: string | null;
  @Out.text({ enum: FEEDBACK_STATUSES })
  feedback_status: TeamTask['feedback_status'];
  @Out.text({ nullable: true }) feedback_note: string | null;
  @Out.text({ format: 'date-time', nullable: true }) submission_date: string | null;
  @Out.text() inviter_email: string;
}

class TeamAnswerViewDto implements TeamAnswer {
  @Out.text() user_id: string;
  @Out.text() username: string;
  @Out.text({ nullable: true }) answer_text: string | null;
  @Out.text({ format: 'date-time', nullable: true }) submitted_at: string | null;
}

export class TeamTaskResponseDto implements TeamTaskResponse {
  @Out.of(() => TeamTaskDto) task: TeamTaskDto;
  @Out.of(() => TeamAnswerViewDto, { list: true }) answers: TeamAnswerViewDto[];
  @Out.of(() => TeamInvitationDto, { list: true }) invitations: TeamInvitationDto[];
}

export class InvitationsResponseDto implements InvitationsResponse {
  @Out.of(() => TeamInvitationDto, { list: true }) invitations: TeamInvitationDto[];
}

export class InviteResponseDto implements InviteResponse {
  @Out.text({ format: 'uuid' }) taskId: string;
  @Out.texts() invitationIds: string[];
  /** Invitations left this hour; null for admins (exempt). */
  @Out.int({ nullable: true }) attemptsLeft: number | null;
}

export class InviteAttemptsResponseDto implements InviteAttemptsResponse {
  @Out.int() count: number;
  @Out.int() limit: number;
  @Out.text({ format: 'date-time', nullable: true }) resetTime: string | null;
  @Out.bool() limitReached: boolean;
}

export class InvitationActionResponseDto implements InvitationActionResponse {
  @Out.text({ format: 'uuid' }) taskId: string;
  @Out.text() message: string;
}

class UserTaskDto {
  @Out.text({ format: 'uuid' }) task_id: string;
  @Out.text({ format: 'date-time' }) created_at: string;
  @Out.text({ enum: TASK_STATUSES }) status: TeamTask['status'];
  @Out.text() subject: string;
}

export class UserTasksResponseDto implements UserTasksResponse {
  @Out.of(() => UserTaskDto, { list: true }) tasks: UserTaskDto[];
}

export class GenerateTaskResponseDto implements GenerateTaskResponse {
  @Out.text() question: string;
}

class PastChallengeDto implements PastChallenge {
  @Out.text({ format: 'uuid' }) taskId: string;
  @Out.text() subject: string;
  @Out.text({ nullable: true }) question: string | null;
  @Out.text({ nullable: true }) feedback_text: string | null;
  @Out.text({ enum: FEEDBACK_STATUSES }) feedback_status: PastChallenge['feedback_status'];
  @Out.text({ nullable: true }) feedback_note: string | null;
  @Out.text({ format: 'date-time' }) created_at: string;
  @Out.text({ format: 'date-time', nullable: true }) submission_date: string | null;
  @Out.of(() => TeamAnswerViewDto, { list: true }) answers: TeamAnswerViewDto[];
}

export class PastChallengesResponseDto implements PastChallengesResponse {
  @Out.of(() => PastChallengeDto, { list: true }) challenges: PastChallengeDto[];
}

const KINDS = [
  'invitation',
  'invitation_accepted',
  'invitation_declined',
  'invitation_expired',
  'invitation_invalid',
  'question_ready',
  'feedback_ready',
  'challenge_expired',
] as const;

class NotificationDto implements AppNotification {
  @Out.int() id: number;
  @Out.text({ enum: KINDS }) kind: AppNotification['kind'];
  @Out.text() message: string;
  @Out.text({ nullable: true }) task_id: string | null;
  @Out.text({ format: 'date-time' }) created_at: string;
  @Out.bool() read: boolean;
}

export class NotificationsResponseDto implements NotificationsResponse {
  @Out.of(() => NotificationDto, { list: true }) notifications: NotificationDto[];
  @Out.int() unread: number;
}

export class UnreadResponseDto implements UnreadResponse {
  @Out.int() unread: number;
}
