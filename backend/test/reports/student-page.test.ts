import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { WhitelistEntry } from '../../src/whitelist/entities/whitelist-entry.entity';
import { asBearer } from '../support/as-bearer';
import { createUser, PASSWORD } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { makeSchool } from './school';

/**
 * A student's page (docs/product/coordinators.md, "A student's page"): their groups, progress
 * dates, assignments, login lock and live recovery code — no answers or scores; the coordinator's
 * own school only.
 */
describe('/api/admin/students/:id: a page per student', () => {
  let t: TestApp;
  let coordinator: string;
  let otherCoordinator: string;
  let student: { id: string; email: string };

  const login = async (email: string) =>
    (await t.http().post('/api/admin/login').send({ email, password: PASSWORD }).expect(200)).body
      .token as string;
  const as = (token: string) => ({
    ...asBearer(t, token),
    patch: (url: string) => t.http().patch(url).auth(token, { type: 'bearer' }),
  });

  beforeAll(async () => {
    t = await createTestApp();
    const school = await makeSchool(t, 'Page School', 'page.test');
    await makeSchool(t, 'Far School', 'far.test');
    coordinator = await login('coordinator@page.test');
    otherCoordinator = await login('coordinator@far.test');
    await t.dataSource.getRepository(WhitelistEntry).insert({
      type: 'email',
      value: 'zoe@page.test',
      schoolId: school.id,
      addedBy: null,
      yearGroup: 'Year 10',
      className: '10A',
      createdAt: t.clock.now(),
    });
    student = await createUser(t, {
      email: 'zoe@page.test',
      username: 'zoe',
      schoolId: school.id,
      yearGroup: 'Year 10',
      className: '10A',
    });
  });
  afterAll(() => t.close());

  it('should show the student, their assignment and no scores', async () => {
    const due = new Date(t.clock.now().getTime() + 7 * 24 * 3_600_000).toISOString();
    await as(coordinator)
      .post('/api/admin/assignments')
      .send({ assessment_types: ['Career'], class_name: '10A', due_at: due })
      .expect(201);
    const res = await as(coordinator).get(`/api/admin/students/${student.id}`).expect(200);
    expect(res.body).toMatchObject({
      id: student.id,
      username: 'zoe',
      email: 'zoe@page.test',
      state: 'active',
      year_group: 'Year 10',
      class_name: '10A',
      locked_until: null,
      recovery_code: null,
    });
    expect(res.body.assignments).toEqual([
      expect.objectContaining({ assessment_types: ['Career'], status: 'not_started' }),
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/score|answer/i);
  });

  it('should show a live recovery code once issued, and none once revoked', async () => {
    await as(coordinator)
      .post('/api/admin/recovery-codes')
      .send({ user_id: student.id })
      .expect(201);
    const issued = await as(coordinator).get(`/api/admin/students/${student.id}`).expect(200);
    expect(issued.body.recovery_code).toEqual({
      issued_at: t.clock.now().toISOString(),
      expires_at: new Date(t.clock.now().getTime() + 14 * 24 * 3_600_000).toISOString(),
    });
    await as(coordinator).del(`/api/admin/recovery-codes/${student.id}`).expect(200);
    const revoked = await as(coordinator).get(`/api/admin/students/${student.id}`).expect(200);
    expect(revoked.body.recovery_code).toBeNull();
  });

  it('should change the class and year group on the account and the roster, audited', async () => {
    const res = await as(coordinator)
      .patch(`/api/admin/students/${student.id}`)
      .send({ year_group: 'Year 11', class_name: ' 11C ' })
      .expect(200);
    expect(res.body).toMatchObject({ year_group: 'Year 11', class_name: '11C' });
    const entry = await t.dataSource
      .getRepository(WhitelistEntry)
      .findOneByOrFail({ value: 'zoe@page.test' });
    expect([entry.yearGroup, entry.className]).toEqual(['Year 11', '11C']);
    const audit = await t.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ action: 'update', resource: 'students', resourceId: student.id });
    expect(audit.before).toEqual({ year_group: 'Year 10', class_name: '10A' });
  });

  it('should refuse bad groups with 400 { error }', async () => {
    const res = await as(coordinator)
      .patch(`/api/admin/students/${student.id}`)
      .send({ class_name: 'x'.repeat(200) })
      .expect(400);
    expect(Object.keys(res.body)).toEqual(['error']);
    expect(res.body.error).toMatch(/class_name/);
    const bell = await as(coordinator)
      .patch(`/api/admin/students/${student.id}`)
      .send({ year_group: 'Year\u0007' })
      .expect(400);
    expect(Object.keys(bell.body)).toEqual(['error']);
  });

  it("should answer 403 for another school's student and 404 for nobody", async () => {
    const get = await as(otherCoordinator).get(`/api/admin/students/${student.id}`).expect(403);
    expect(get.body).toEqual({ error: 'This record belongs to another school.' });
    await as(otherCoordinator)
      .patch(`/api/admin/students/${student.id}`)
      .send({ class_name: '9Z' })
      .expect(403);
    const none = await as(coordinator)
      .get('/api/admin/students/00000000-0000-4000-8000-000000000000')
      .expect(404);
    expect(none.body).toEqual({ error: 'This student does not exist.' });
  });
});
