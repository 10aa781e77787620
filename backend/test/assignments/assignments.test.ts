import { MANUAL_REMINDER_TOO_SOON, RETAKE_WINDOW_MS } from '@aspire/domain';
import { OTHER_SCHOOL } from '../../src/admin/school-scope';
import { AssignmentRemindersService } from '../../src/assignments/assignment-reminders.service';
import { AssignmentReminder } from '../../src/assignments/entities/assignment-reminder.entity';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { MailOutbox } from '../../src/mail/entities/mail-outbox.entity';
import { User } from '../../src/users/entities/user.entity';
import { asBearer } from '../support/as-bearer';
import { createUser, csvRows, mailsTo, PASSWORD, staffToken, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { DAY, makeSchool, session } from '../reports/school';

describe('assignments with deadlines', () => {
  let t: TestApp;
  let admin: string;
  let coordinator: string;
  let otherCoordinator: string;
  let school: { id: number; domain: string };
  const s: Record<string, User> = {};
  let start: Date;
  let due: Date;
  let assignmentId: number;

  const staffLogin = async (email: string) => {
    const res = await t.http().post('/api/admin/login').send({ email, password: PASSWORD });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.token as string;
  };
  const as = (token: string) => asBearer(t, token);
  const job = () => t.app.get(AssignmentRemindersService);
  const at = (days: number) => new Date(due.getTime() + days * DAY);
  const reminderMails = async (user: User) =>
    (await mailsTo(t, user.email)).filter((m) => !m.subject.startsWith('Verify'));

  beforeAll(async () => {
    t = await createTestApp();
    start = t.clock.now();
    due = new Date(start.getTime() + 20 * DAY);
    admin = await staffToken(t, 'admin');
    school = await makeSchool(t, 'Assign School', 'assign-school.test');
    await makeSchool(t, 'Other Assign School', 'other-assign.test');
    coordinator = await staffLogin('coordinator@assign-school.test');
    otherCoordinator = await staffLogin('coordinator@other-assign.test');
    const student = (name: string, over: Partial<User> = {}) =>
      createUser(t, {
        schoolId: school.id,
        email: `${name}@assign-school.test`,
        username: name,
        yearGroup: 'Year 12',
        className: '12A',
        ...over,
      });
    s.fresh = await student('fresh');
    s.done = await student('done');
    // Completed 2 months ago: inside its 6-month window, so it counts (no forced retake).
    await session(t, s.done, 'Career', [], new Date(start.getTime() - 60 * DAY));
    s.started = await student('started');
    await session(t, s.started, 'Career', [], null);
    // Completed 7 months ago: the window has passed, a retake is due.
    s.stale = await student('stale');
    await session(t, s.stale, 'Career', [], new Date(start.getTime() - RETAKE_WINDOW_MS - DAY));
    s.unverified = await student('unverified', { emailVerifiedAt: null });
    s.formula = await student('=HYPERLINK(1)');
    s.elsewhere = await student('elsewhere', { className: '12B' });
  });
  afterAll(() => t.close());

  describe('create, scope and the coordinator view', () => {
    it('should let a coordinator assign FutureReady to a class of their school', async () => {
      const res = await as(coordinator)
        .post('/api/admin/assignments', {
          assessment_types: ['Career'],
          class_name: '12A',
          due_at: due.toISOString(),
          message: 'Before the careers fair',
        })
        .expect(201);
      expect(res.body).toMatchObject({ school_id: school.id, class_name: '12A', year_group: null });
      assignmentId = res.body.id;
    });

    it('should refuse a past due date and a missing scope', async () => {
      const body = { assessment_types: ['Career'], class_name: '12A' };
      await as(coordinator)
        .post('/api/admin/assignments', { ...body, due_at: start.toISOString() })
        .expect(400, { error: 'The due date must be in the future.' });
      await as(coordinator)
        .post('/api/admin/assignments', { assessment_types: ['Career'], due_at: due.toISOString() })
        .expect(400, { error: 'Choose a year group or a class.' });
    });

    it("should refuse another school's coordinator with 403 on every call", async () => {
      const url = `/api/admin/assignments/${assignmentId}`;
      for (const call of [
        as(otherCoordinator).get(url),
        as(otherCoordinator).get(`${url}/export.csv`),
        as(otherCoordinator).post(`${url}/remind`),
        as(otherCoordinator).del(url),
        as(otherCoordinator).post('/api/admin/assignments', {
          assessment_types: ['Career'],
          class_name: '12A',
          due_at: due.toISOString(),
          school_id: school.id,
        }),
      ]) {
        await call.expect(403, { error: OTHER_SCHOOL });
      }
      const list = await as(otherCoordinator).get('/api/admin/assignments').expect(200);
      expect(list.body).toEqual([]);
    });

    it('should show each student complete, in progress or not started, with the counts', async () => {
      const res = await as(coordinator).get(`/api/admin/assignments/${assignmentId}`).expect(200);
      const by = Object.fromEntries(
        res.body.students.map((r: { username: string; status: string }) => [r.username, r.status]),
      );
      expect(by).toEqual({
        fresh: 'not_started',
        done: 'complete',
        started: 'in_progress',
        stale: 'in_progress',
        unverified: 'not_started',
        '=HYPERLINK(1)': 'not_started',
      });
      expect(res.body.counts).toEqual({ total: 6, complete: 1, in_progress: 2, not_started: 3 });
      const admins = await as(admin).get(`/api/admin/assignments/${assignmentId}`).expect(200);
      expect(admins.body.counts).toEqual(res.body.counts);
    });

    it('should export the view as a formula-safe CSV', async () => {
      const res = await as(coordinator)
        .get(`/api/admin/assignments/${assignmentId}/export.csv`)
        .expect(200);
      const rows = csvRows(res.text);
      expect(rows[0]).toEqual([
        'username',
        'email',
        'year_group',
        'class_name',
        'status',
        'Career',
      ]);
      expect(rows).toContainEqual(expect.arrayContaining(["'=HYPERLINK(1)", 'not_started']));
      expect(rows).toContainEqual(expect.arrayContaining(['done', 'complete', 'complete']));
    });

    it('should show the assignment on the dashboard of students in scope only', async () => {
      const mine = await as(await tokenFor(t, s.fresh))
        .get('/api/assignments/mine')
        .expect(200);
      expect(mine.body).toEqual([
        expect.objectContaining({
          id: assignmentId,
          status: 'not_started',
          message: 'Before the careers fair',
          text: expect.stringMatching(/^Your school asks you to complete FutureReady by \d+ \w+$/),
        }),
      ]);
      const done = await as(await tokenFor(t, s.done))
        .get('/api/assignments/mine')
        .expect(200);
      expect(done.body[0].status).toBe('complete');
      const other = await as(await tokenFor(t, s.elsewhere)).get('/api/assignments/mine');
      expect(other.body).toEqual([]);
    });
  });

  describe('the reminder job', () => {
    const unfinishedVerified = () => [s.fresh, s.started, s.stale, s.formula];

    it('should send nothing before the 7-day point', async () => {
      expect(await job().runOnce(at(-7.5))).toEqual({ assignments: 0, sent: 0, alreadySent: 0 });
    });

    it('should send the 7-day reminder once per student when two instances run at once', async () => {
      t.clock.set(at(-7));
      const runs = await Promise.all([job().runOnce(at(-7)), job().runOnce(at(-7))]);
      expect(runs[0].sent + runs[1].sent).toBe(4);
      for (const student of unfinishedVerified()) {
        expect((await reminderMails(student)).map((m) => m.subject)).toEqual([
          expect.stringContaining('one week left'),
        ]);
      }
      // Complete and unverified students get nothing.
      expect(await reminderMails(s.done)).toEqual([]);
      expect(await reminderMails(s.unverified)).toEqual([]);
      expect(await reminderMails(s.elsewhere)).toEqual([]);
      // A later run of the same window sends nothing again.
      expect((await job().runOnce(at(-3))).sent).toBe(0);
    });

    it('should send the 1-day reminder, then the overdue one only to those still not finished', async () => {
      t.clock.set(at(-1));
      expect((await job().runOnce(at(-1))).sent).toBe(4);
      await session(t, s.fresh, 'Career', [], at(-0.5));
      t.clock.set(at(1));
      const overdue = await Promise.all([job().runOnce(at(1)), job().runOnce(at(1))]);
      expect(overdue[0].sent + overdue[1].sent).toBe(3);
      expect((await reminderMails(s.fresh)).length).toBe(2);
      expect((await reminderMails(s.stale)).length).toBe(3);
      const rows = await t.dataSource.getRepository(AssignmentReminder).countBy({ assignmentId });
      expect(rows).toBe(11);
      // Long after the due date the job stops.
      expect((await job().runOnce(at(9))).assignments).toBe(0);
    });

    it('should audit each run in counts, never addresses', async () => {
      const audits = await t.dataSource
        .getRepository(AuditLog)
        .findBy({ action: 'assignment_reminders_sent', resourceId: String(assignmentId) });
      expect(audits.length).toBeGreaterThanOrEqual(4);
      const text = JSON.stringify(audits.map((a) => a.after));
      expect(text).not.toContain('@');
      const afters = audits.map((a) => a.after as { kind: string; sent: number });
      // The two concurrent runs of the 7-day point share its 4 sends between them.
      const week = afters.filter((a) => a.kind === 'due_in_7d');
      expect(week.reduce((sum, a) => sum + a.sent, 0)).toBe(4);
      expect(afters).toContainEqual(
        expect.objectContaining({ kind: 'due_in_1d', sent: 4, unverified_skipped: 1 }),
      );
    });
  });

  describe('"remind those not finished"', () => {
    it('should send once per hour: of 30 clicks at once, one sends and the rest are refused', async () => {
      // Weeks have passed on the test clock: sign in again.
      coordinator = await staffLogin('coordinator@assign-school.test');
      const before = await t.dataSource.getRepository(MailOutbox).count();
      const url = `/api/admin/assignments/${assignmentId}/remind`;
      const clicks = await Promise.all(Array.from({ length: 30 }, () => as(coordinator).post(url)));
      const sent = clicks.filter((r) => r.status === 201);
      const refused = clicks.filter((r) => r.status === 429);
      expect([sent.length, refused.length]).toEqual([1, 29]);
      expect(sent[0].body).toEqual({ sent: 3, students: 3 });
      for (const r of refused) expect(r.body).toEqual({ error: MANUAL_REMINDER_TOO_SOON });
      expect(await t.dataSource.getRepository(MailOutbox).count()).toBe(before + 3);
      t.clock.advance(59 * 60_000);
      coordinator = await staffLogin('coordinator@assign-school.test');
      await as(coordinator).post(url).expect(429);
      t.clock.advance(60_000);
      await as(coordinator).post(url).expect(201, { sent: 3, students: 3 });
    });

    it('should let an admin delete the assignment, which leaves the dashboards', async () => {
      admin = await staffToken(t, 'admin');
      await as(admin).del(`/api/admin/assignments/${assignmentId}`).expect(200);
      const mine = await as(await tokenFor(t, s.stale))
        .get('/api/assignments/mine')
        .expect(200);
      expect(mine.body).toEqual([]);
    });
  });
});
