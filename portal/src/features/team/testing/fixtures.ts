import type { TeamInvitation, TeamTaskResponse } from '@aspire/domain';

export const invitation = (overrides: Partial<TeamInvitation> = {}): TeamInvitation => ({
  invitation_id: 'i-1',
  task_id: 't-1',
  inviter_id: 'u-1',
  inviter_email: 'ada@demo.test',
  inviter_username: 'ada',
  invitee_id: 'u-2',
  invitee_email: 'bob@demo.test',
  subject: 'Physics',
  status: 'accepted',
  created_at: new Date().toISOString(),
  valid: true,
  message: null,
  accept_blocked: null,
  ...overrides,
});

export const taskResponse = (
  overrides: Partial<TeamTaskResponse['task']> = {},
  answered: string[] = [],
): TeamTaskResponse => ({
  task: {
    taskId: 't-1',
    creatorId: 'u-1',
    subject: 'Physics',
    question: 'How would your team use physics to help your town?',
    status: 'active',
    created_at: new Date().toISOString(),
    expires_at: new Date(Date.now() + 60 * 86_400_000).toISOString(),
    expired: false,
    feedback_text: null,
    feedback_status: 'none',
    feedback_note: null,
    submission_date: null,
    inviter_email: 'ada@demo.test',
    ...overrides,
  },
  answers: answered.map((id) => ({
    user_id: id,
    username: id,
    answer_text: id === 'u-1' ? 'Mine' : null,
    submitted_at: new Date().toISOString(),
  })),
  invitations: [invitation()],
});
