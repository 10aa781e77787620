import { TEAM_FEEDBACK_POLL, FEEDBACK_RETRIES_FAILED } from '@aspire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getInvitationStatuses } from '../api/get-invitation-statuses';
import { getTask } from '../api/get-task';
import { sendInvite } from '../api/invite';
import { generateTask, submitAnswer, submitChallenge } from '../api/task-actions';
import { pollForFeedback } from '../lib/members';
import { teamError } from '../lib/team-error';

export type Notice = { severity: 'error' | 'success' | 'info'; text: string };

/** The Team tab's actions: each shows the server's message, then refreshes the team queries. */
export function useTeamActions(userId: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [feedbackMissing, setFeedbackMissing] = useState(false);
  const [statuses, setStatuses] = useState<Awaited<
    ReturnType<typeof getInvitationStatuses>
  > | null>(null);

  async function run(work: () => Promise<string | null>, fallback: string): Promise<boolean> {
    setBusy(true);
    setNotice(null);
    try {
      const text = await work();
      if (text) setNotice({ severity: 'success', text });
      return true;
    } catch (error) {
      setNotice({ severity: 'error', text: teamError(error, fallback) });
      return false;
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['team'] });
    }
  }

  return {
    busy,
    notice,
    statuses,
    feedbackMissing,
    setNotice,
    invite: (email: string, subject: string) =>
      run(async () => {
        await sendInvite({ userId, emails: [email], subject });
        return `Invitation sent to ${email}.`;
      }, 'Failed to submit invitation.'),
    updateStatus: (taskId: string) =>
      run(async () => {
        setStatuses(await getInvitationStatuses(taskId));
        return null;
      }, 'Failed to fetch invitation statuses.'),
    generate: (taskId: string, subject: string) =>
      run(async () => {
        await generateTask(taskId, userId, subject);
        return null;
      }, 'Failed to generate task'),
    submitAnswer: (taskId: string, text: string) =>
      run(
        async () => (await submitAnswer(userId, taskId, text)).message,
        'Failed to submit answer',
      ),
    submitChallenge: (taskId: string) =>
      run(async () => {
        const { message } = await submitChallenge(taskId, userId);
        setFeedbackMissing(false);
        // A school that checks feedback first holds it: stop polling, the card says so.
        const feedback = await pollForFeedback(
          async () => {
            const { task } = await getTask(taskId, userId);
            return task.feedback_status === 'checking' ? task.feedback_status : task.feedback_text;
          },
          TEAM_FEEDBACK_POLL.tries,
          TEAM_FEEDBACK_POLL.intervalMs,
        ).catch(() => {
          throw new Error(FEEDBACK_RETRIES_FAILED);
        });
        setFeedbackMissing(!feedback);
        return message;
      }, 'Failed to submit challenge'),
  };
}
