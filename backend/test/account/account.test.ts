import { AssessmentAnswer } from '../../src/assessments/entities/assessment-answer.entity';
import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { AnalyticsEvent } from '../../src/analytics/entities/analytics-event.entity';
import { EmailToken } from '../../src/auth/entities/email-token.entity';
import { Insight } from '../../src/insights/entities/insight.entity';
import { MailOutbox } from '../../src/mail/entities/mail-outbox.entity';
import { ACCOUNT_COOLDOWN_MS } from '@aspire/domain';
import { School } from '../../src/schools/entities/school.entity';
import { User } from '../../src/users/entities/user.entity';
import { WhitelistEntry } from '../../src/whitelist/entities/whitelist-entry.entity';
import { answersFor, complete, servedQuestions } from '../support/assessments';
import { createUser, csvRows, linkToken, PASSWORD, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

describe('account management', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function student(overrides: Partial<User> = {}) {
    const user = await createUser(t, overrides);
    const token = await tokenFor(t, user);
    const as = {
      get: (url: string) => t.http().get(url).auth(token, { type: 'bearer' }),
      post: (url: string, body: object) =>
        t.http().post(url).auth(token, { type: 'bearer' }).send(body),
      put: (url: string, body: object) =>
        t.http().put(url).auth(token, { type: 'bearer' }).send(body),
      del: (url: string, body?: object) =>
        t.http().delete(url).auth(token, { type: 'bearer' }).send(body),
    };
    return { user, token, ...as };
  }

  it('should show the profile and verify the password', async () => {
    const s = await student();
    await s
      .get(`/api/users/user/${s.user.id}`)
      .expect(200, { username: s.user.username, email: s.user.email, role: 'user' });
    await s
      .post('/api/users/verify-password', { userId: s.user.id, password: PASSWORD })
      .expect(201, { isValid: true });
    await s
      .post('/api/users/verify-password', { userId: s.user.id, password: 'nope' })
      .expect(201, { isValid: false });
    await s
      .post('/api/users/verify-password', { userId: s.user.id, password: '' })
      .expect(400, { error: 'Password is required.' });
  });

  it('should word a too-early password retry for the account dialog', async () => {
    const s = await student();
    await s
      .post('/api/users/verify-password', { userId: s.user.id, password: 'nope' })
      .expect(201, { isValid: false });
    t.clock.advance(1000);
    const early = await s.post('/api/users/verify-password', {
      userId: s.user.id,
      password: PASSWORD,
    });
    expect(early.status).toBe(429);
    expect(early.body).toEqual({
      error: 'Too many password attempts. Please wait 1 second before trying again.',
    });
    t.clock.advance(1000);
    await s
      .post('/api/users/verify-password', { userId: s.user.id, password: PASSWORD })
      .expect(201, { isValid: true });
  });

  it('should change the username once per 30 days, and audit it', async () => {
    const s = await student();
    const res = await s
      .put('/api/users/update-username', { userId: s.user.id, username: 'renamed_one' })
      .expect(200);
    expect(res.body).toEqual({
      username: 'renamed_one',
      lastUsernameChangeDate: t.clock.now().toISOString(),
    });
    const again = await s.put('/api/users/update-username', {
      userId: s.user.id,
      username: 'renamed_two',
    });
    expect(again.status).toBe(403);
    expect(again.body.error).toMatch(
      /^Username restricted to one change per month\. Next possible on \d{4}-\d{2}-\d{2}\.$/,
    );
    await s.put('/api/users/update-username', { userId: s.user.id, username: 'ab' }).expect(400, {
      error: 'Username must be between 3 and 50 characters.',
    });
    t.clock.advance(ACCOUNT_COOLDOWN_MS);
    const later = await student();
    await t
      .http()
      .put('/api/users/update-username')
      .auth(await tokenFor(t, s.user), { type: 'bearer' })
      .send({ userId: s.user.id, username: later.user.username })
      .expect(409, { error: 'Username is already taken.' });
    expect(
      await t.dataSource
        .getRepository(AuditLog)
        .countBy({ action: 'update_username', resourceId: s.user.id }),
    ).toBe(1);
  });

  it('should exempt admins from the cooldowns', async () => {
    const a = await student({ role: 'admin' });
    await a
      .put('/api/users/update-username', { userId: a.user.id, username: 'admin_one' })
      .expect(200);
    await a
      .put('/api/users/update-username', { userId: a.user.id, username: 'admin_two' })
      .expect(200);
  });

  it('should change the e-mail only when the link sent to the new address is opened', async () => {
    const s = await student();
    await s
      .post('/api/users/change-email', {
        userId: s.user.id,
        newEmail: 'New.Address@demo-school.test',
        password: PASSWORD,
      })
      .expect(201);
    expect((await t.dataSource.getRepository(User).findOneByOrFail({ id: s.user.id })).email).toBe(
      s.user.email,
    );
    await t
      .http()
      .get(`/api/users/verify-email?token=${await linkToken(t, 'new.address@demo-school.test')}`)
      .expect(200);
    const changed = await t.dataSource.getRepository(User).findOneByOrFail({ id: s.user.id });
    expect(changed.email).toBe('new.address@demo-school.test');
    expect(changed.lastEmailChangeAt).not.toBeNull();
    await s
      .post('/api/users/change-email', { userId: s.user.id, newEmail: '', password: PASSWORD })
      .expect(400, { error: 'New email is required.' });
  });

  it('should export every stored field of the student and nothing of anyone else', async () => {
    const s = await student();
    const other = await student();
    const learning = await servedQuestions(t, s.token, 'Learning');
    await complete(t, s.token, s.user.id, 'Learning', answersFor(learning));
    await complete(t, other.token, other.user.id, 'Learning', answersFor(learning));
    const res = await s.get(`/api/users/download-data/${s.user.id}`).expect(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="user_data_${s.user.id}.csv"`,
    );
    const rows = csvRows(res.text);
    expect(rows[0]).toEqual(['section', 'record', 'field', 'value']);
    const cells = (section: string, field: string) =>
      rows.filter((r) => r[0] === section && r[2] === field).map((r) => r[3]);
    expect(cells('profile', 'email')).toEqual([s.user.email]);
    expect(cells('answers', 'userId')).toHaveLength(learning.length);
    expect(new Set(cells('answers', 'userId'))).toEqual(new Set([s.user.id]));
    expect(cells('completions', 'isCompleted')).toEqual(['true']);
    expect(res.text).not.toContain(other.user.id);
    expect(res.text).not.toContain('passwordHash');
    await s.get(`/api/users/download-data/${s.user.id}`).expect(403);
    await other.get(`/api/users/download-data/${s.user.id}`).expect(403);
  });

  // Relation columns read as names, the school is there, analytics are included.
  it('should fill relation columns with readable values and include the school and analytics', async () => {
    const school = await t.dataSource
      .getRepository(School)
      .findOneByOrFail({ name: 'Demo School' });
    const s = await student({ schoolId: school.id });
    await s.post('/api/analytics/events', { type: 'page_view', name: 'Dashboard' }).expect(201);
    await t.dataSource.getRepository(WhitelistEntry).insert({
      type: 'email',
      value: 'friend.of.export@gmail.test',
      schoolId: school.id,
      addedBy: s.user.id,
      createdAt: t.clock.now(),
    });
    const learning = await servedQuestions(t, s.token, 'Learning');
    await complete(t, s.token, s.user.id, 'Learning', answersFor(learning));
    const res = await s.get(`/api/users/download-data/${s.user.id}`).expect(200);
    const rows = csvRows(res.text);
    const cells = (section: string, field: string) =>
      rows.filter((r) => r[0] === section && r[2] === field).map((r) => r[3]);
    const me = `${s.user.username} <${s.user.email}>`;
    expect(cells('profile', 'school')).toEqual(['Demo School']);
    expect(new Set(cells('answers', 'user'))).toEqual(new Set([me]));
    expect(cells('invitations_sent', 'school')).toEqual(['Demo School']);
    expect(cells('invitations_sent', 'addedByUser')).toEqual([me]);
    expect(cells('analytics_events', 'name')).toEqual(['Dashboard']);
    expect(cells('analytics_events', 'user')).toEqual([me]);
    // No empty cell stands for a relation that was simply not loaded.
    const relationFields = new Set(['user', 'school', 'addedByUser', 'post', 'set', 'task']);
    expect(rows.filter((r) => relationFields.has(r[2]) && r[3] === '')).toEqual([]);
  });

  it('should erase every personal row in one go, keep an anonymised audit row, and end the session', async () => {
    const s = await student();
    await complete(
      t,
      s.token,
      s.user.id,
      'Learning',
      answersFor(await servedQuestions(t, s.token, 'Learning')),
    );
    await s.post('/api/analytics/events', { type: 'page_view', name: 'Dashboard' }).expect(201);
    await s
      .post('/api/users/change-email', {
        userId: s.user.id,
        newEmail: 'pending@demo-school.test',
        password: PASSWORD,
      })
      .expect(201);
    await t.http().post('/api/users/forgot-password').send({ email: s.user.email }).expect(200);
    await s
      .del(`/api/users/delete/${s.user.id}`, { password: PASSWORD })
      .expect(200, { message: 'Account deleted successfully' });
    const by = { userId: s.user.id };
    expect(await t.dataSource.getRepository(User).countBy({ id: s.user.id })).toBe(0);
    expect(await t.dataSource.getRepository(AssessmentAnswer).countBy(by)).toBe(0);
    expect(await t.dataSource.getRepository(AssessmentProgress).countBy(by)).toBe(0);
    expect(await t.dataSource.getRepository(Insight).countBy(by)).toBe(0);
    expect(await t.dataSource.getRepository(EmailToken).countBy(by)).toBe(0);
    expect(await t.dataSource.getRepository(AnalyticsEvent).countBy(by)).toBe(0);
    expect(await t.dataSource.getRepository(MailOutbox).countBy({ toAddress: s.user.email })).toBe(
      0,
    );
    const audit = await t.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ action: 'account_deleted', resourceId: s.user.id });
    expect(audit.actorEmail).toBeNull();
    expect(await t.dataSource.getRepository(AuditLog).countBy({ actorEmail: s.user.email })).toBe(
      0,
    );
    await s.get(`/api/users/user/${s.user.id}`).expect(401);
    await t
      .http()
      .post('/api/users/login')
      .send({ email: s.user.email, password: PASSWORD })
      .expect(401);
  });

  it('should allow 2 invitations per 6 months, with the counter and the next date', async () => {
    const s = await student();
    await s
      .get('/api/whitelist/user-email-count')
      .expect(200, { emailCount: 0, limitReached: false });
    await s.post('/api/whitelist/user-email', { email: 'Friend.One@gmail.test' }).expect(201);
    await s.post('/api/whitelist/user-email', { email: 'friend.one@gmail.test' }).expect(409);
    await s
      .post('/api/whitelist/user-email', { email: 'not-an-email' })
      .expect(400, { error: 'Invalid email format.' });
    t.clock.advance(3_600_000);
    await s.post('/api/whitelist/user-email', { email: 'friend.two@gmail.test' }).expect(201);
    await s
      .get('/api/whitelist/user-email-count')
      .expect(200, { emailCount: 2, limitReached: true });
    const earliest = await s.get(`/api/whitelist/earliest-email-addition/${s.user.id}`).expect(200);
    expect(new Date(earliest.body.earliestDate).getTime()).toBeGreaterThan(t.clock.now().getTime());
    const third = await s.post('/api/whitelist/user-email', { email: 'friend.three@gmail.test' });
    expect(third.status).toBe(403);
    const entry = await t.dataSource
      .getRepository(WhitelistEntry)
      .findOneByOrFail({ value: 'friend.one@gmail.test' });
    expect(entry.addedBy).toBe(s.user.id);
    await t
      .http()
      .post('/api/whitelist/check-email')
      .send({ email: 'FRIEND.ONE@gmail.test' })
      .expect(200, { isWhitelisted: true });
  });

  it("should answer 403 on every account route for another user's id", async () => {
    const s = await student();
    const other = await createUser(t);
    await s.get(`/api/users/user/${other.id}`).expect(403);
    await s.get(`/api/users/account-dates/${other.id}`).expect(403);
    await s
      .post('/api/users/verify-password', { userId: other.id, password: PASSWORD })
      .expect(403);
    await s.put('/api/users/update-username', { userId: other.id, username: 'hijack' }).expect(403);
    await s
      .post('/api/users/change-email', {
        userId: other.id,
        newEmail: 'x@demo-school.test',
        password: PASSWORD,
      })
      .expect(403);
    await s.get(`/api/users/download-data/${other.id}`).expect(403);
    await s.del(`/api/users/delete/${other.id}`, { password: PASSWORD }).expect(403);
    await s.post(`/api/users/save-top-subjects/${other.id}`, { topSubjects: [] }).expect(403);
    await s.get(`/api/users/${other.id}/app_role`).expect(403);
    await s.get(`/api/whitelist/earliest-email-addition/${other.id}`).expect(403);
    expect(await t.dataSource.getRepository(User).countBy({ id: other.id })).toBe(1);
  });
});
