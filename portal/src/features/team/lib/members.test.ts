import type { TeamTaskResponse } from '@aspire/domain';
import { canSubmitChallenge, memberStatuses, pollForFeedback } from './members';

const data = (answered: string[]): TeamTaskResponse => ({
  task: {
    taskId: 't-1',
    creatorId: 'a',
    subject: 'Physics',
    question: 'Q?',
    status: 'active',
    created_at: '2026-01-01T00:00:00.000Z',
    expires_at: '2026-03-02T00:00:00.000Z',
    expired: false,
    feedback_text: null,
    feedback_status: 'none',
    feedback_note: null,
    submission_date: null,
    inviter_email: 'a@x.test',
  },
  answers: answered.map((id) => ({
    user_id: id,
    username: id,
    answer_text: null,
    submitted_at: '2026-01-02T00:00:00.000Z',
  })),
  invitations: [
    {
      invitation_id: 'i-1',
      task_id: 't-1',
      inviter_id: 'a',
      inviter_email: 'a@x.test',
      inviter_username: 'a',
      invitee_id: 'b',
      invitee_email: 'b@x.test',
      subject: 'Physics',
      status: 'accepted',
      created_at: '2026-01-01T00:00:00.000Z',
      valid: true,
      message: null,
      accept_blocked: null,
    },
  ],
});

describe('team members', () => {
  it('should list the creator and accepted invitees with their submission status', () => {
    expect(memberStatuses(data(['b']))).toEqual([
      { id: 'a', label: 'a@x.test', submitted: false, creator: true },
      { id: 'b', label: 'b@x.test', submitted: true, creator: false },
    ]);
  });

  it('should let only the creator submit, once every member answered', () => {
    expect(canSubmitChallenge(data(['b']), 'a')).toBe(false);
    expect(canSubmitChallenge(data(['a', 'b']), 'a')).toBe(true);
    expect(canSubmitChallenge(data(['a', 'b']), 'b')).toBe(false);
  });

  it('should poll for feedback 5 times at 2 seconds and give up', async () => {
    const sleeps: number[] = [];
    const fetch = jest.fn().mockResolvedValue(null);
    const sleep = (ms: number) => {
      sleeps.push(ms);
      return Promise.resolve();
    };
    expect(await pollForFeedback(fetch, 5, 2000, sleep)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(sleeps).toEqual([2000, 2000, 2000, 2000]);
  });

  it('should stop polling once feedback appears', async () => {
    const fetch = jest.fn().mockResolvedValueOnce(null).mockResolvedValueOnce('Great work');
    expect(await pollForFeedback(fetch, 5, 2000, () => Promise.resolve())).toBe('Great work');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
