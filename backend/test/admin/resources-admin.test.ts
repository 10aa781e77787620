import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { User } from '../../src/users/entities/user.entity';
import { createUser, csvRows, PASSWORD, staffToken, tokenFor } from '../support/factories';
import { asBearer } from '../support/as-bearer';
import { createTestApp, TestApp } from '../support/test-app';

const RESOURCES = ['questions', 'facets', 'whitelist', 'schools', 'users', 'audit-logs', 'outbox'];

describe('back-office resources: schools, users, audit logs, outbox', () => {
  let t: TestApp;
  let admin: string;
  let coordinator: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t, 'admin');
    coordinator = await staffToken(t, 'coordinator');
  });
  afterAll(() => t.close());

  const as = (token: string) => asBearer(t, token);

  it.each(RESOURCES)('should answer the simple-rest list contract for %s', async (resource) => {
    const res = await as(admin).get(`/api/admin/${resource}`, { range: '[0,1]' }).expect(200);
    expect(res.headers['content-range']).toMatch(new RegExp(`^${resource} 0-\\d+/\\d+$`));
    expect(res.body.length).toBeLessThanOrEqual(2);
    const csv = await as(admin).get(`/api/admin/${resource}/export.csv`).expect(200);
    expect(csvRows(csv.text)[0][0]).toBe('id');
  });

  // Exports write what a coordinator reads, not codes.
  it('should export readable cells: role and verified in words, options as text, who added an entry', async () => {
    const cell = (rows: string[][], row: string[], column: string) => row[rows[0].indexOf(column)];
    const users = csvRows((await as(admin).get('/api/admin/users/export.csv').expect(200)).text);
    const student = users.find((r) => r[users[0].indexOf('email')] === 'student@demo-school.test')!;
    expect(cell(users, student, 'role')).toBe('Student');
    expect(cell(users, student, 'verified')).toBe('Yes');

    const questions = csvRows(
      (await as(admin).get('/api/admin/questions/export.csv').expect(200)).text,
    );
    expect(cell(questions, questions[1], 'options')).toMatch(/^[^[{]+ \(\d\)(; .+ \(\d\))*$/);

    await as(coordinator)
      .post('/api/admin/whitelist', { type: 'email', value: 'csv.pupil@demo-school.test' })
      .expect(201);
    const whitelist = csvRows(
      (await as(admin).get('/api/admin/whitelist/export.csv').expect(200)).text,
    );
    const added = whitelist.find(
      (r) => r[whitelist[0].indexOf('value')] === 'csv.pupil@demo-school.test',
    )!;
    expect(cell(whitelist, added, 'added_by')).toBe('coordinator@demo-school.test');

    const audit = csvRows(
      (
        await as(admin).get('/api/admin/audit-logs/export.csv', {
          filter: '{"resource":"whitelist"}',
        })
      ).text,
    );
    expect(audit.slice(1).map((r) => cell(audit, r, 'resource'))).toContain('Whitelist');
    expect(audit.slice(1).map((r) => cell(audit, r, 'action'))).toContain('Created');
  });

  it('should create, rename and count a school, with audit rows', async () => {
    const created = await as(admin).post('/api/admin/schools', { name: 'North High' }).expect(201);
    expect(created.body).toMatchObject({ name: 'North High', user_count: 0, domain_count: 0 });
    await as(admin)
      .put(`/api/admin/schools/${created.body.id}`, { ...created.body, name: 'North High School' })
      .expect(200);
    const demo = await as(admin).get('/api/admin/schools', { filter: '{"q":"demo"}' });
    // The seeded coordinator, student and careers adviser.
    expect(demo.body[0]).toMatchObject({ name: 'Demo School', domain_count: 1, user_count: 3 });
    const rows = await t.dataSource
      .getRepository(AuditLog)
      .findBy({ resource: 'schools', resourceId: String(created.body.id) });
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'update']);
  });

  it('should change a role with a role_change audit row, ending the old sessions', async () => {
    const user = await createUser(t);
    const old = await tokenFor(t, user);
    const res = await as(admin)
      .put(`/api/admin/users/${user.id}`, { role: 'subject_consultant' })
      .expect(200);
    expect(res.body.role).toBe('subject_consultant');
    const audit = await t.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ action: 'role_change', resourceId: user.id });
    expect([
      (audit.before as { role: string }).role,
      (audit.after as { role: string }).role,
    ]).toEqual(['user', 'subject_consultant']);
    await t.http().get('/api/users/verify-token').auth(old, { type: 'bearer' }).expect(401);
  });

  it('should show and lift a login lock', async () => {
    const user = await createUser(t);
    for (let k = 1; k <= 5; k++) {
      await t
        .http()
        .post('/api/users/login')
        .send({ email: user.email, password: 'Wrong!Pass1' })
        .expect(401);
      t.clock.advance(2000 * 2 ** Math.min(k - 1, 4));
    }
    admin = await staffToken(t, 'admin');
    const locked = await as(admin).get(`/api/admin/users/${user.id}`).expect(200);
    expect(locked.body.locked_until).not.toBeNull();
    await as(admin).post(`/api/admin/users/${user.id}/unlock`).expect(201);
    await t
      .http()
      .post('/api/users/login')
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
    expect((await as(admin).get(`/api/admin/users/${user.id}`)).body.locked_until).toBeNull();
  });

  it('should resend verification to an unverified user through the outbox', async () => {
    const user = await createUser(t, { emailVerifiedAt: null });
    await as(admin).post(`/api/admin/users/${user.id}/resend-verification`).expect(201);
    const mails = await as(admin)
      .get('/api/admin/outbox', { filter: JSON.stringify({ q: user.email }) })
      .expect(200);
    expect(mails.body).toHaveLength(1);
    expect(mails.body[0].text_body).toContain('/verify-email?token=');
  });

  it('should filter the audit log by actor, resource, action and date', async () => {
    const res = await as(admin)
      .get('/api/admin/audit-logs', {
        filter: JSON.stringify({
          actor_email: 'ADMIN@',
          resource: 'users',
          action: 'role_change',
          at_gte: '2020-01-01T00:00:00Z',
        }),
      })
      .expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(
      res.body.every(
        (r: { action: string; actor_email: string }) =>
          r.action === 'role_change' && r.actor_email === 'admin@aspire.test',
      ),
    ).toBe(true);
    const none = await as(admin).get('/api/admin/audit-logs', {
      filter: JSON.stringify({ at_lte: '2000-01-01T00:00:00Z' }),
    });
    expect(none.body).toEqual([]);
  });

  describe('coordinator scope', () => {
    it('should list only their school and refuse the rest', async () => {
      coordinator = await staffToken(t, 'coordinator');
      const users = await as(coordinator).get('/api/admin/users', { range: '[0,99]' }).expect(200);
      const schoolIds = new Set(users.body.map((u: { school_id: number }) => u.school_id));
      expect(schoolIds.size).toBe(1);
      const outsider = await createUser(t);
      await as(coordinator).get(`/api/admin/users/${outsider.id}`).expect(403);
      await as(coordinator)
        .put(`/api/admin/users/${users.body[0].id}`, { role: 'admin' })
        .expect(403);
      for (const resource of ['questions', 'facets', 'schools', 'outbox']) {
        await as(coordinator).get(`/api/admin/${resource}`).expect(403);
      }
      const audit = await as(coordinator)
        .get('/api/admin/audit-logs', { range: '[0,99]' })
        .expect(200);
      expect(audit.body.every((r: { resource: string }) => r.resource !== 'questions')).toBe(true);
    });
  });

  it('should answer 403 to a student and 401 without a token on every admin resource', async () => {
    const student = await tokenFor(t, await createUser(t));
    for (const resource of RESOURCES) {
      await as(student).get(`/api/admin/${resource}`).expect(403);
      await as(student).get(`/api/admin/${resource}/export.csv`).expect(403);
      await t.http().get(`/api/admin/${resource}`).expect(401);
    }
    const target = await t.dataSource
      .getRepository(User)
      .findOneByOrFail({ email: 'student@demo-school.test' });
    await as(student).put(`/api/admin/users/${target.id}`, { role: 'admin' }).expect(403);
  });
});
