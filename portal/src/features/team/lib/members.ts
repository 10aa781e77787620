import type { TeamTaskResponse } from '@aspire/domain';

export type MemberStatus = { id: string; label: string; submitted: boolean; creator: boolean };

/** The creator and each accepted invitee, with whether their answer reached the server. */
export function memberStatuses({ task, answers, invitations }: TeamTaskResponse): MemberStatus[] {
  const answered = new Set(answers.filter((a) => a.submitted_at).map((a) => a.user_id));
  const invitees = invitations.filter((i) => i.status === 'accepted' && i.invitee_id);
  return [
    {
      id: task.creatorId,
      label: task.inviter_email,
      submitted: answered.has(task.creatorId),
      creator: true,
    },
    ...invitees.map((i) => ({
      id: i.invitee_id!,
      label: i.invitee_email,
      submitted: answered.has(i.invitee_id!),
      creator: false,
    })),
  ];
}

/**
 * Submit challenge (docs/product/dashboard.md, "Team Challenge"): the creator, an active task,
 * every member answered.
 */
export const canSubmitChallenge = (data: TeamTaskResponse, userId: string): boolean =>
  data.task.creatorId === userId &&
  data.task.status === 'active' &&
  memberStatuses(data).every((m) => m.submitted);

/**
 * Team Challenge (docs/product/dashboard.md): after submission the Team tab polls the task up to 5
 * times, 2 seconds apart, until feedback_text appears; null when it never did.
 */
export async function pollForFeedback(
  fetchFeedback: () => Promise<string | null>,
  tries: number,
  intervalMs: number,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<string | null> {
  for (let i = 0; i < tries; i++) {
    const text = await fetchFeedback();
    if (text) return text;
    if (i < tries - 1) await sleep(intervalMs);
  }
  return null;
}
