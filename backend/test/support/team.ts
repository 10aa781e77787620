import type { TeamTaskResponse } from '@aspire/domain';
import { asBearer } from './as-bearer';
import { readyStudent, Student, topSubjects } from './enrich';
import { TestApp } from './test-app';

/**
 * A student who finished UniReady: the Team feature's prerequisite
 * (docs/product/dashboard.md, "Team Challenge").
 */
export const teamStudent = (t: TestApp, overrides = {}) => readyStudent(t, overrides, ['Subject']);

export const as = (t: TestApp, s: Student) => asBearer(t, s.token);

export async function sharedSubject(t: TestApp, s: Student): Promise<string> {
  return (await topSubjects(t, s)).uniReady[0];
}

export const invite = (t: TestApp, s: Student, emails: string[], subject: string) =>
  as(t, s).post('/api/team/invite', { userId: s.user.id, emails, subject });

export const reply = (t: TestApp, s: Student, invitationId: string, action: 'accept' | 'decline') =>
  as(t, s).post('/api/invitations/action', { userId: s.user.id, invitationId, action });

export const generate = (t: TestApp, s: Student, taskId: string, subject = 'x') =>
  as(t, s).post(`/api/team/generate/${taskId}`, {
    userId: s.user.id,
    payload: { subject, prompt: 'x' },
  });

export const answer = (t: TestApp, s: Student, taskId: string, answerText: string) =>
  as(t, s).post('/api/team/answer', { userId: s.user.id, taskId, answerText });

export const submit = (t: TestApp, s: Student, taskId: string) =>
  as(t, s).post(`/api/team/submit/${taskId}`, { userId: s.user.id });

export async function taskOf(t: TestApp, s: Student, taskId: string): Promise<TeamTaskResponse> {
  const res = await as(t, s).get(`/api/team/task/${taskId}?userId=${s.user.id}`).expect(200);
  return res.body as TeamTaskResponse;
}

/** A invites the friends and each accepts: the task id and invitation ids. */
export async function team(t: TestApp, a: Student, friends: Student[], subject: string) {
  const sent = await invite(
    t,
    a,
    friends.map((f) => f.user.email),
    subject,
  ).expect(201);
  const ids = sent.body.invitationIds as string[];
  for (const [i, f] of friends.entries()) await reply(t, f, ids[i], 'accept').expect(201);
  return { taskId: sent.body.taskId as string, invitationIds: ids };
}
