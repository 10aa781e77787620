import { Like } from 'typeorm';
import { AuthLimit } from '../../src/auth/entities/auth-limit.entity';
import { MailOutbox } from '../../src/mail/entities/mail-outbox.entity';
import { Notification } from '../../src/teams/entities/notification.entity';
import { TeamAnswer } from '../../src/teams/entities/team-answer.entity';
import { TeamInvitation } from '../../src/teams/entities/team-invitation.entity';
import { TeamTask } from '../../src/teams/entities/team-task.entity';
import { TeamSweepService } from '../../src/teams/team-sweep.service';
import { User } from '../../src/users/entities/user.entity';
import {
  answer,
  as,
  generate,
  invite,
  reply,
  sharedSubject,
  submit,
  team,
  teamStudent,
} from '../support/team';
import { createTestApp, TestApp } from '../support/test-app';
import { burst, byStatus } from './burst';

// Every Team Challenge quota and state change holds under parallel requests
// (docs/product/dashboard.md, "Team Challenge").
describe('Team Challenge limits under concurrent requests', () => {
  let t: TestApp;
  let subject: string;
  const student = () => teamStudent(t);
  beforeAll(async () => {
    t = await createTestApp();
    subject = await sharedSubject(t, await student());
  }, 120_000); // a fresh schema and a student's UniReady: slow on a busy machine
  afterAll(() => t.close());

  const rows = (entity: typeof TeamInvitation | typeof TeamAnswer, where: object) =>
    t.dataSource.getRepository(entity).countBy(where);

  it('should send 2 of 50 invitations sent at once (2 pending or accepted)', async () => {
    const a = await student();
    const results = await burst(50, (i) => invite(t, a, [`p${i}@demo-school.test`], subject));
    expect(byStatus(results)).toEqual({ 201: 2, 400: 48 });
    expect(await rows(TeamInvitation, { inviterId: a.user.id })).toBe(2);
    expect(new Set(results.filter((r) => r.status === 201).map((r) => r.body.taskId)).size).toBe(1);
  });

  it('should let 1 of 20 invitations through once 2 of the 3 hourly ones are used', async () => {
    const a = await student();
    const sent = await invite(t, a, ['h1@demo-school.test', 'h2@demo-school.test'], subject);
    for (const id of sent.body.invitationIds as string[]) {
      await as(t, a).del(`/api/invitations/${id}`).expect(200);
    }
    const results = await burst(20, (i) => invite(t, a, [`h${i + 3}@demo-school.test`], subject));
    expect(byStatus(results)).toEqual({ 201: 1, 429: 19 });
    expect(await rows(TeamInvitation, { inviterId: a.user.id })).toBe(1);
    // The budget's row was created by the first invitation and written once since: like every
    // write of auth_limits, that write raised its version.
    const budget = await t.dataSource
      .getRepository(AuthLimit)
      .findOneByOrFail({ action: 'team_invite', subject: a.user.id });
    expect(budget).toMatchObject({ attempts: 3, version: 1 });
  });

  it('should e-mail each of two students 3 of the 50 invitations 25 friends send them at once', async () => {
    const [b, c] = [await student(), await student()];
    const friends = await Promise.all(Array.from({ length: 25 }, () => student()));
    const results = await burst(50, (i) =>
      invite(t, friends[i >> 1], [(i % 2 ? c : b).user.email], subject),
    );
    expect(byStatus(results)).toEqual({ 201: 50 });
    for (const s of [b, c]) {
      const mails = await t.dataSource
        .getRepository(MailOutbox)
        .countBy({ toAddress: s.user.email, subject: Like('%invited you to a Team Challenge') });
      expect(mails).toBe(3);
      const budget = await t.dataSource
        .getRepository(AuthLimit)
        .findOneByOrFail({ action: 'invite_mail', subject: s.user.id });
      expect(budget.dailyCount).toBe(3);
    }
  }, 240_000); // 27 students with UniReady results first

  it('should make a student the invitee of one team when two invitations are accepted at once', async () => {
    const [a, c, b] = [await student(), await student(), await student()];
    const one = await invite(t, a, [b.user.email], subject).expect(201);
    const two = await invite(t, c, [b.user.email], subject).expect(201);
    const ids = [one.body.invitationIds[0], two.body.invitationIds[0]] as string[];
    const results = await burst(20, (i) => reply(t, b, ids[i % 2], 'accept'));
    expect(byStatus(results)[201]).toBe(1);
    expect(await rows(TeamInvitation, { inviteeId: b.user.id, status: 'accepted' })).toBe(1);
  });

  it('should let the last of two friends in once when both accept at the same time', async () => {
    const [a, b, c] = [await student(), await student(), await student()];
    const sent = await invite(t, a, [b.user.email, c.user.email], subject).expect(201);
    const ids = sent.body.invitationIds as string[];
    const results = await burst(20, (i) => reply(t, i % 2 ? c : b, ids[i % 2], 'accept'));
    expect(byStatus(results)[201]).toBe(2);
    expect(await rows(TeamInvitation, { taskId: sent.body.taskId, status: 'accepted' })).toBe(2);
  });

  it('should decline once of 20 declines', async () => {
    const [a, b] = [await student(), await student()];
    const sent = await invite(t, a, [b.user.email], subject).expect(201);
    const results = await burst(20, () => reply(t, b, sent.body.invitationIds[0], 'decline'));
    expect(byStatus(results)).toEqual({ 201: 1, 404: 19 });
  });

  it('should generate, answer and submit once each under 20 parallel requests', async () => {
    const [a, b] = [await student(), await student()];
    const { taskId } = await team(t, a, [b], subject);
    expect(byStatus(await burst(20, () => generate(t, a, taskId)))).toEqual({ 201: 1, 400: 19 });
    const answers = await burst(20, (i) => answer(t, b, taskId, `Idea ${i}`));
    expect(byStatus(answers)).toEqual({ 201: 1, 409: 19 });
    expect(await rows(TeamAnswer, { taskId, userId: b.user.id })).toBe(1);
    await answer(t, a, taskId, 'Mine').expect(201);
    expect(byStatus(await burst(20, () => submit(t, a, taskId)))).toEqual({ 201: 1, 400: 19 });
    const feedbackNotes = await t.dataSource
      .getRepository(Notification)
      .countBy({ taskId, kind: 'feedback_ready' });
    expect(feedbackNotes).toBe(2);
  });

  it('should check invitation statuses once of 20 checks in 3 hours', async () => {
    const [a, b] = [await student(), await student()];
    const { taskId } = await team(t, a, [b], subject);
    const results = await burst(20, () =>
      as(t, a).get(`/api/team/invitations/status?taskId=${taskId}`),
    );
    expect(byStatus(results)).toEqual({ 200: 1, 429: 19 });
  });

  it('should expire and auto-decline once when several instances sweep at the same time', async () => {
    const [a, b, c, d] = [await student(), await student(), await student(), await student()];
    const { taskId } = await team(t, a, [b], subject);
    await invite(t, c, [d.user.email], subject).expect(201);
    t.clock.advance(60 * 86_400_000);
    const sweeps = await Promise.all(
      Array.from({ length: 10 }, () => t.app.get(TeamSweepService).sweep()),
    );
    const total = sweeps.reduce(
      (sum, s) => ({ invitations: sum.invitations + s.invitations, tasks: sum.tasks + s.tasks }),
      { invitations: 0, tasks: 0 },
    );
    expect(total.tasks).toBeGreaterThanOrEqual(2);
    const notes = t.dataSource.getRepository(Notification);
    expect(await notes.countBy({ taskId, kind: 'challenge_expired' })).toBe(2);
    expect(await notes.countBy({ userId: c.user.id, kind: 'invitation_expired' })).toBe(1);
    const task = await t.dataSource.getRepository(TeamTask).findOneByOrFail({ id: taskId });
    expect(task.expiredAt).not.toBeNull();
    const users = t.dataSource.getRepository(User);
    expect((await users.findOneByOrFail({ id: b.user.id })).appRole).toBe('user');
  });
});
