import {
  acceptRestrictedMessage,
  CHALLENGE_SUBMITTED,
  formatUtcDate,
  generateRestrictedMessage,
  INVITATION_INVALID,
  INVITATION_NOT_FOUND,
  INVITEE_IN_TEAM,
  INVITEES_CANNOT_GENERATE,
  INVITEES_CANNOT_INVITE,
  INVITER_CANNOT_ACCEPT,
  MEMBERS_MUST_ANSWER,
  NEED_ACCEPTED_FRIEND,
  NO_ACTIVE_TASK,
  NOT_TEAM_MEMBER,
  ONLY_CREATOR,
  PAST_CHALLENGES_LOCKED,
  QUESTION_NOT_READY,
  restrictionFrom,
  TASK_NOT_READY,
  TEAM_ANSWER_ALREADY_SUBMITTED,
  ANSWER_AFTER_SUBMISSION,
  ANSWER_REQUIRED_SUBMIT,
  ANSWER_TOO_LONG,
  TEAM_EMAIL_INVALID,
  TEAM_INVITE_SELF,
  TEAM_MAX_INVITATIONS_REACHED,
  TEAM_NEEDS_UNIREADY,
  TEAM_SELECT_SUBJECT,
  TEAM_SUBJECT_NOT_TOP,
  teamInviteLimitMessage,
  teamInviteRestrictedMessage,
  teamSubjectLockedMessage,
} from '@aspire/domain';
import { User } from '../../src/users/entities/user.entity';
import { Student } from '../support/enrich';
import { createUser, tokenFor } from '../support/factories';
import {
  answer,
  as,
  generate,
  invite,
  reply,
  sharedSubject,
  submit,
  taskOf,
  team,
  teamStudent,
} from '../support/team';
import { createTestApp, TestApp } from '../support/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('Team Challenge', () => {
  let t: TestApp;
  let subject: string;
  const student = () => teamStudent(t);
  beforeAll(async () => {
    t = await createTestApp();
    subject = await sharedSubject(t, await student());
  });
  afterAll(() => t.close());

  async function fresh(s: Student) {
    s.token = await tokenFor(t, s.user);
    return s;
  }
  const appRole = async (s: Student) =>
    (await t.dataSource.getRepository(User).findOneByOrFail({ id: s.user.id })).appRole;

  it('should run a challenge from invitation to feedback and past challenges', async () => {
    const [a, b, c] = [await student(), await student(), await student()];
    const sent = await invite(t, a, [b.user.email, c.user.email], subject).expect(201);
    expect(sent.body).toEqual({
      taskId: expect.any(String),
      invitationIds: [expect.any(String), expect.any(String)],
      attemptsLeft: 1,
    });
    const taskId = sent.body.taskId as string;
    expect(await appRole(a)).toBe('inviter');

    const listed = await as(t, b).get(`/api/team/invitations?userId=${b.user.id}`).expect(200);
    expect(listed.body.invitations).toEqual([
      expect.objectContaining({
        task_id: taskId,
        inviter_email: a.user.email,
        invitee_email: b.user.email,
        subject,
        status: 'pending',
        valid: true,
      }),
    ]);
    const note = await as(t, b).get(`/api/notifications?userId=${b.user.id}`).expect(200);
    expect(note.body.unread).toBe(1);
    expect(note.body.notifications[0]).toMatchObject({ kind: 'invitation', read: false });

    await generate(t, a, taskId).expect(400, { error: NEED_ACCEPTED_FRIEND });
    for (const [i, f] of [b, c].entries()) {
      const res = await reply(t, f, sent.body.invitationIds[i], 'accept').expect(201);
      expect(res.body).toEqual({ taskId, message: 'Invitation accepted.' });
      expect(await appRole(f)).toBe('invitee');
    }
    await answer(t, b, taskId, 'Too early').expect(400, { error: QUESTION_NOT_READY });
    await generate(t, b, taskId).expect(403, { error: INVITEES_CANNOT_GENERATE });

    const generated = await generate(t, a, taskId).expect(201);
    expect(generated.body.question).toContain(subject);
    await generate(t, a, taskId).expect(400, { error: TASK_NOT_READY });

    await submit(t, a, taskId).expect(400, { error: MEMBERS_MUST_ANSWER });
    await answer(t, a, taskId, 'My <b>idea</b> is a garden').expect(201);
    await answer(t, a, taskId, 'Again').expect(409, { error: TEAM_ANSWER_ALREADY_SUBMITTED });
    await answer(t, b, taskId, 'A science fair').expect(201);
    await submit(t, b, taskId).expect(403, { error: ONLY_CREATOR });
    const before = await taskOf(t, a, taskId);
    expect(before.answers.map((x) => x.answer_text)).toEqual(['My idea is a garden', null]);
    await answer(t, c, taskId, 'A podcast').expect(201);

    await submit(t, a, taskId).expect(201, { message: CHALLENGE_SUBMITTED });
    await answer(t, c, taskId, 'Late').expect(400, { error: ANSWER_AFTER_SUBMISSION });
    const after = await taskOf(t, b, taskId);
    expect(after.task).toMatchObject({ status: 'submitted', question: generated.body.question });
    expect(after.task.feedback_text).toEqual(expect.stringContaining('all 3 members'));
    expect(after.answers).toHaveLength(3);

    const past = await as(t, b).get(`/api/team/past-challenges/${b.user.id}`).expect(200);
    expect(past.body.challenges).toEqual([
      expect.objectContaining({ taskId, subject, feedback_text: after.task.feedback_text }),
    ]);
    const access = await as(t, b)
      .get(`/api/assessment/check-access/past-challenges?userId=${b.user.id}`)
      .expect(200);
    expect(access.body).toMatchObject({ access: true });
  });

  it('should refuse past challenges to a student who has none', async () => {
    const s = await student();
    const res = await as(t, s)
      .get(`/api/assessment/check-access/past-challenges?userId=${s.user.id}`)
      .expect(200);
    expect(res.body).toMatchObject({ access: false, error: PAST_CHALLENGES_LOCKED });
  });

  it('should check the invite form with the spec messages', async () => {
    const a = await student();
    const other = await student();
    await invite(t, a, [other.user.email], ' ').expect(400, { error: TEAM_SELECT_SUBJECT });
    await invite(t, a, ['not-an-address'], subject).expect(400, { error: TEAM_EMAIL_INVALID });
    await invite(t, a, [a.user.email.toUpperCase()], subject).expect(400, {
      error: TEAM_INVITE_SELF,
    });
    await invite(t, a, [other.user.email], 'Basket Weaving').expect(400, {
      error: TEAM_SUBJECT_NOT_TOP,
    });
    const none = { user: await createUser(t), token: '' };
    none.token = await tokenFor(t, none.user);
    await invite(t, none, [other.user.email], subject).expect(403, { error: TEAM_NEEDS_UNIREADY });
  });

  it('should allow two pending or accepted invitations and lock the subject', async () => {
    const a = await student();
    await invite(t, a, ['one@demo-school.test', 'two@demo-school.test'], subject).expect(201);
    await invite(t, a, ['three@demo-school.test'], subject).expect(400, {
      error: TEAM_MAX_INVITATIONS_REACHED,
    });
    const top = await as(t, a).get(`/api/assessment/top-subjects/${a.user.id}`).expect(200);
    const second = (top.body.uniReady as string[])[1];
    await invite(t, a, ['three@demo-school.test'], second).expect(400, {
      error: teamSubjectLockedMessage(subject),
    });
  });

  it('should allow 3 invitations an hour, then say when to try again', async () => {
    const a = await student();
    const sent = await invite(t, a, ['x1@demo-school.test', 'x2@demo-school.test'], subject);
    for (const id of sent.body.invitationIds as string[]) {
      await as(t, a).del(`/api/invitations/${id}`).expect(200);
    }
    await invite(t, a, ['x3@demo-school.test'], subject).expect(201);
    const refused = await invite(t, a, ['x4@demo-school.test'], subject).expect(429);
    const at = new Date(t.clock.now().getTime() + HOUR);
    const time = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')} UTC`;
    expect(refused.body).toEqual({ error: teamInviteLimitMessage(time) });
    const counter = await as(t, a).get(`/api/team/invite-attempts/${a.user.id}`).expect(200);
    expect(counter.body).toMatchObject({ count: 3, limit: 3, limitReached: true });
  });

  it('should keep an invitee to one team and an inviter from accepting', async () => {
    const [a, b, c, d] = [await student(), await student(), await student(), await student()];
    await team(t, a, [b], subject);
    await invite(t, b, [d.user.email], subject).expect(403, { error: INVITEES_CANNOT_INVITE });
    const other = await invite(t, c, [b.user.email], subject).expect(201);
    await reply(t, b, other.body.invitationIds[0], 'accept').expect(403, {
      error: INVITEE_IN_TEAM,
    });
    await as(t, b).get(`/api/team/invitations?userId=${b.user.id}`).expect(403, {
      error: INVITEE_IN_TEAM,
    });
    const toA = await invite(t, d, [a.user.email], subject).expect(201);
    await reply(t, a, toA.body.invitationIds[0], 'accept').expect(403, {
      error: INVITER_CANNOT_ACCEPT,
    });
  });

  it('should restrict an invitee for 6 months and keep others out of the task', async () => {
    const [a, b, c] = [await student(), await student(), await student()];
    const { taskId } = await team(t, a, [b], subject);
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ id: b.user.id });
    expect(user.restrictionUntil).toEqual(restrictionFrom(t.clock.now()));
    await as(t, c).get(`/api/team/task/${taskId}?userId=${c.user.id}`).expect(403, {
      error: NOT_TEAM_MEMBER,
    });
    await answer(t, c, taskId, 'Me too').expect(403, { error: NOT_TEAM_MEMBER });
    await as(t, c).get(`/api/team/task/${taskId}?userId=${a.user.id}`).expect(403);
  });

  it('should decline by deleting, once', async () => {
    const [a, b] = [await student(), await student()];
    const sent = await invite(t, a, [b.user.email], subject).expect(201);
    const id = sent.body.invitationIds[0] as string;
    await reply(t, b, id, 'decline').expect(201, {
      taskId: sent.body.taskId,
      message: 'Invitation declined.',
    });
    await reply(t, b, id, 'decline').expect(404, { error: INVITATION_NOT_FOUND });
    const notes = await as(t, a).get(`/api/notifications?userId=${a.user.id}`).expect(200);
    expect(notes.body.notifications[0]).toMatchObject({ kind: 'invitation_declined' });
    await as(t, a)
      .post('/api/notifications/read', { userId: a.user.id })
      .expect(201, { unread: 0 });
  });

  it('should delete an invitation outside the invitee top subjects and answer 400', async () => {
    const a = await student();
    const b = await teamStudent(t);
    const sent = await invite(t, a, [b.user.email], subject).expect(201);
    await t.dataSource
      .createQueryBuilder()
      .update('team_invitations')
      .set({ subject: 'Basket Weaving' })
      .where('id = :id', { id: sent.body.invitationIds[0] })
      .execute();
    await as(t, b)
      .post('/api/team/invitation/validate', {
        userId: b.user.id,
        invitationId: sent.body.invitationIds[0],
        topSubjects: [],
      })
      .expect(400, { error: INVITATION_INVALID });
    await reply(t, b, sent.body.invitationIds[0], 'accept').expect(404);
  });

  it('should validate answers with the spec messages', async () => {
    const [a, b] = [await student(), await student()];
    const { taskId } = await team(t, a, [b], subject);
    await generate(t, a, taskId).expect(201);
    await answer(t, b, taskId, '   ').expect(400, { error: ANSWER_REQUIRED_SUBMIT });
    await answer(t, b, taskId, 'word '.repeat(151)).expect(400, { error: ANSWER_TOO_LONG });
  });

  it('should auto-decline a pending invitation after 5 days', async () => {
    const [a, b] = [await student(), await student()];
    const sent = await invite(t, a, [b.user.email], subject).expect(201);
    t.clock.advance(432_000_000);
    await fresh(a);
    await fresh(b);
    const listed = await as(t, b).get(`/api/team/invitations?userId=${b.user.id}`).expect(200);
    expect(listed.body.invitations).toEqual([]);
    await reply(t, b, sent.body.invitationIds[0], 'accept').expect(404, {
      error: INVITATION_NOT_FOUND,
    });
    const notes = await as(t, a).get(`/api/notifications?userId=${a.user.id}`).expect(200);
    expect(notes.body.notifications[0]).toMatchObject({ kind: 'invitation_expired' });
  });

  it('should expire a task after 60 days, give roles back and keep the restriction', async () => {
    const [a, b] = [await student(), await student()];
    const { taskId } = await team(t, a, [b], subject);
    await generate(t, a, taskId).expect(201);
    const restricted = await t.dataSource.getRepository(User).findOneByOrFail({ id: a.user.id });
    t.clock.advance(60 * DAY);
    await fresh(a);
    await fresh(b);
    const tasks = await as(t, a).get(`/api/team/user-tasks/${a.user.id}`).expect(200);
    expect(tasks.body.tasks).toEqual([]);
    expect(await appRole(a)).toBe('user');
    expect(await appRole(b)).toBe('user');
    expect((await taskOf(t, a, taskId)).task).toMatchObject({ expired: true });
    await answer(t, b, taskId, 'Late').expect(404, { error: NO_ACTIVE_TASK });
    const until = formatUtcDate(restricted.restrictionUntil!);
    await invite(t, a, ['new@demo-school.test'], subject).expect(403, {
      error: teamInviteRestrictedMessage(until),
    });
    const c = await student();
    const toB = await invite(t, c, [b.user.email], subject).expect(201);
    const bUser = await t.dataSource.getRepository(User).findOneByOrFail({ id: b.user.id });
    await reply(t, b, toB.body.invitationIds[0], 'accept').expect(403, {
      error: acceptRestrictedMessage(formatUtcDate(bUser.restrictionUntil!)),
    });
    expect(generateRestrictedMessage(until)).toBe(
      `Restricted from generating tasks until ${until}.`,
    );
  });

  it('should throttle the invitation status check to once per 3 hours, admins exempt', async () => {
    const [a, b] = [await student(), await student()];
    const { taskId } = await team(t, a, [b], subject);
    const url = `/api/team/invitations/status?taskId=${taskId}`;
    const first = await as(t, a).get(url).expect(200);
    expect(first.body.invitations).toEqual([expect.objectContaining({ status: 'accepted' })]);
    await as(t, a).get(url).expect(429, {
      error: 'You checked your invitations less than 3 hours ago. You can check again in 3 hours.',
    });
    t.clock.advance(2 * HOUR + 30 * 60_000);
    await fresh(a);
    const later = await as(t, a).get(url).expect(429);
    expect(later.body).toEqual({
      error:
        'You checked your invitations less than 3 hours ago. You can check again in 30 minutes.',
    });
    expect(later.headers['retry-after']).toBe('1800');
    t.clock.advance(30 * 60_000);
    await fresh(a);
    await as(t, a).get(url).expect(200);
  });
  it('should refuse a restricted creator the question with the date', async () => {
    const [a, b] = [await student(), await student()];
    const { taskId } = await team(t, a, [b], subject);
    const until = new Date(t.clock.now().getTime() + 30 * DAY);
    await t.dataSource.getRepository(User).update(a.user.id, { restrictionUntil: until });
    await generate(t, a, taskId).expect(403, {
      error: generateRestrictedMessage(formatUtcDate(until)),
    });
  });

  it('should exempt admins from the hourly invitation budget', async () => {
    const admin = await teamStudent(t, { role: 'admin' });
    for (let round = 0; round < 2; round++) {
      const sent = await invite(
        t,
        admin,
        [`ad${round}a@demo-school.test`, `ad${round}b@demo-school.test`],
        subject,
      ).expect(201);
      expect(sent.body.attemptsLeft).toBeNull();
      for (const id of sent.body.invitationIds as string[]) {
        await as(t, admin).del(`/api/invitations/${id}`).expect(200);
      }
    }
  });

  it('should mark one notification read, and only the student own', async () => {
    const [a, b, c] = [await student(), await student(), await student()];
    await invite(t, a, [b.user.email], subject).expect(201);
    await invite(t, c, [b.user.email], subject).expect(201);
    const list = await as(t, b).get(`/api/notifications?userId=${b.user.id}`).expect(200);
    expect(list.body.unread).toBe(2);
    const [first] = list.body.notifications as { id: number }[];
    await as(t, a)
      .post('/api/notifications/read', { userId: a.user.id, id: first.id })
      .expect(201, { unread: 0 });
    await as(t, b)
      .post('/api/notifications/read', { userId: b.user.id, id: first.id })
      .expect(201, { unread: 1 });
    await as(t, b).get(`/api/notifications?userId=${a.user.id}`).expect(403);
  });
});
