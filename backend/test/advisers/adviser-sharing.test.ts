import {
  ADVISER_NOT_SHARED,
  ADVISER_SHARE_NEEDS_SCHOOL,
  ADVISER_SHARE_REVOKED,
  SHAREABLE_REPORTS_INVALID,
} from '@aspire/domain';
import { AdviserShare } from '../../src/advisers/entities/adviser-share.entity';
import { AdviserView } from '../../src/advisers/entities/adviser-view.entity';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { NO_PERMISSION } from '../../src/auth/decorators/auth.decorator';
import { Insight } from '../../src/insights/entities/insight.entity';
import { School } from '../../src/schools/entities/school.entity';
import { asBearer } from '../support/as-bearer';
import { readyStudent, Student } from '../support/enrich';
import { createUser, csvRows, PASSWORD } from '../support/factories';
import { createTestApp, TEST_PASSWORDS, TestApp } from '../support/test-app';

/**
 * Sharing reports with the school's careers advisers (docs/product/advisers.md): the student
 * decides, the server checks the consent at every view, and the student sees every view.
 */
describe('careers advisers read what a student shares', () => {
  let t: TestApp;
  let schoolId: number;
  let student: Student;
  let adviser: ReturnType<typeof asBearer>;
  let adviserId: string;
  let farAdviser: ReturnType<typeof asBearer>;
  let coordinator: ReturnType<typeof asBearer>;
  let admin: ReturnType<typeof asBearer>;

  const backoffice = async (email: string, password = PASSWORD) =>
    asBearer(
      t,
      (await t.http().post('/api/admin/login').send({ email, password }).expect(200)).body
        .token as string,
    );
  const me = () => asBearer(t, student.token);
  const shareUrl = () => `/api/adviser-share/${student.user.id}`;
  const reportUrl = () => `/api/admin/shared-students/${student.user.id}`;

  beforeAll(async () => {
    t = await createTestApp();
    const schools = t.dataSource.getRepository(School);
    schoolId = (await schools.findOneByOrFail({ name: 'Demo School' })).id;
    const far = (await schools.insert({ name: 'Far School', createdAt: t.clock.now() }))
      .identifiers[0].id as number;
    student = await readyStudent(t, { schoolId, username: 'maya' });
    await t.dataSource.getRepository(Insight).insert({
      userId: student.user.id,
      text: 'Maya could explore engineering.',
      provider: 'offline',
      generatedAt: t.clock.now(),
    });
    const ms = await createUser(t, { role: 'careers_adviser', schoolId, username: 'ms_adviser' });
    adviserId = ms.id;
    adviser = await backoffice(ms.email);
    farAdviser = await backoffice(
      (await createUser(t, { role: 'careers_adviser', schoolId: far })).email,
    );
    coordinator = await backoffice(
      'coordinator@demo-school.test',
      TEST_PASSWORDS.SEED_COORDINATOR_PASSWORD,
    );
    admin = await backoffice('admin@aspire.test', TEST_PASSWORDS.SEED_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  it('should let a careers adviser sign in to the back-office', async () => {
    const other = await createUser(t, { role: 'careers_adviser', schoolId });
    const res = await t
      .http()
      .post('/api/admin/login')
      .send({ email: other.email, password: PASSWORD })
      .expect(200);
    expect(res.body).toEqual({ token: expect.any(String) });
  });

  it('should refuse an adviser the report of a student who has not shared (403)', async () => {
    const res = await adviser.get(reportUrl()).expect(403);
    expect(res.body).toEqual({ error: ADVISER_NOT_SHARED });
    const list = await adviser.get('/api/admin/shared-students').expect(200);
    expect(list.body).toEqual([]);
  });

  it('should refuse bad input with 400 { error }', async () => {
    for (const body of [
      { reports: [] },
      { reports: ['answers'] },
      { reports: ['FutureReady'] },
      { reports: ['futureready', 'futureready'] },
      { reports: 'futureready' },
      {},
    ]) {
      const res = await me().put(shareUrl(), body).expect(400);
      expect(res.body).toEqual({ error: SHAREABLE_REPORTS_INVALID });
    }
    const extra = await me()
      .put(shareUrl(), { reports: ['uniready'], to: 'everyone' })
      .expect(400);
    expect(Object.keys(extra.body)).toEqual(['error']);
  });

  it('should refuse to share for a student without a school (409)', async () => {
    const alone = await readyStudent(t, {}, []);
    const res = await asBearer(t, alone.token)
      .put(`/api/adviser-share/${alone.user.id}`, { reports: ['futureready'] })
      .expect(409);
    expect(res.body).toEqual({ error: ADVISER_SHARE_NEEDS_SCHOOL });
  });

  it('should share the chosen reports and show them, with no answers, to the adviser', async () => {
    const shared = await me()
      .put(shareUrl(), { reports: ['insights', 'futureready', 'uniready'] })
      .expect(200);
    expect(shared.body).toEqual({
      reports: ['futureready', 'uniready', 'insights'],
      sharedAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
      views: [],
    });
    const list = await adviser.get('/api/admin/shared-students').expect(200);
    expect(list.headers['content-range']).toBe('shared-students 0-0/1');
    expect(list.body).toEqual([
      expect.objectContaining({
        id: student.user.id,
        username: 'maya',
        reports: ['futureready', 'uniready', 'insights'],
        shared_at: t.clock.now().toISOString(),
      }),
    ]);
    const res = await adviser.get(reportUrl()).expect(200);
    expect(res.body).toMatchObject({
      id: student.user.id,
      username: 'maya',
      reports: ['futureready', 'uniready', 'insights'],
      studystyle: null,
      insights: { insights: 'Maya could explore engineering.', provider: 'offline' },
    });
    expect(res.body.futureready.facets.length).toBeGreaterThan(5);
    expect(res.body.futureready.visualization).toEqual(expect.any(Object));
    expect(res.body.uniready.subject.facets.length).toBeGreaterThan(0);
    // The figures of the student's own report (the one reader a parent's link and a PDF use too).
    for (const [type, read] of [
      ['Career', res.body.futureready],
      ['Subject', res.body.uniready.subject],
    ]) {
      const own = await me()
        .get(`/api/assessment/scores/${student.user.id}`)
        .query({ assessmentType: type })
        .expect(200);
      const { sessionId: _session, ...figures } = own.body;
      expect(read).toEqual(figures);
    }
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/question_?id|questionText|question_text|"answers"|sessionId|email/i);
  });

  it('should log the view for the student and write an audit row', async () => {
    const state = await me().get(shareUrl()).expect(200);
    expect(state.body.views).toEqual([
      {
        adviser: 'ms_adviser',
        reports: ['futureready', 'uniready', 'insights'],
        viewedAt: t.clock.now().toISOString(),
      },
    ]);
    const audit = await t.dataSource
      .getRepository(AuditLog)
      .findBy({ action: 'adviser_view', resourceId: student.user.id });
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: adviserId,
        resource: 'shared-reports',
        after: { reports: ['futureready', 'uniready', 'insights'] },
        schoolId: null,
      }),
    ]);
    const trail = await coordinator.get('/api/admin/audit-logs').expect(200);
    expect(JSON.stringify(trail.body)).not.toContain('adviser_view');
    const all = await admin.get('/api/admin/audit-logs', { filter: '{"action":"adviser_view"}' });
    expect(all.body).toEqual([expect.objectContaining({ resource_id: student.user.id })]);
  });

  it("should refuse another school's adviser, a coordinator and an admin", async () => {
    expect((await farAdviser.get(reportUrl()).expect(403)).body).toEqual({
      error: ADVISER_NOT_SHARED,
    });
    expect((await farAdviser.get('/api/admin/shared-students').expect(200)).body).toEqual([]);
    for (const staff of [coordinator, admin]) {
      expect((await staff.get(reportUrl()).expect(403)).body).toEqual({ error: NO_PERMISSION });
      await staff.get('/api/admin/shared-students').expect(403);
    }
  });

  it("should refuse an adviser the coordinator's lists, answers and exports", async () => {
    for (const url of [
      '/api/admin/whitelist',
      '/api/admin/users',
      '/api/admin/students',
      `/api/admin/students/${student.user.id}`,
      '/api/admin/users/export.csv',
      '/api/admin/audit-logs',
    ]) {
      expect([url, (await adviser.get(url)).status]).toEqual([url, 403]);
    }
  });

  it('should refuse the adviser at once after the student revokes', async () => {
    const res = await me().del(shareUrl()).expect(200);
    expect(res.body).toEqual({ message: ADVISER_SHARE_REVOKED });
    expect((await adviser.get(reportUrl()).expect(403)).body).toEqual({
      error: ADVISER_NOT_SHARED,
    });
    expect((await me().get(shareUrl()).expect(200)).body).toMatchObject({
      reports: [],
      sharedAt: null,
    });
    expect(await t.dataSource.getRepository(AdviserView).countBy({ userId: student.user.id })).toBe(
      1,
    );
  });

  it('should put consents and views in the data export, and erase them with the account', async () => {
    await me()
      .put(shareUrl(), { reports: ['studystyle'] })
      .expect(200);
    await adviser.get(reportUrl()).expect(200);
    const csv = await me().get(`/api/users/download-data/${student.user.id}`).expect(200);
    const sections = csvRows(csv.text).map((r) => r[0]);
    expect(sections).toEqual(expect.arrayContaining(['adviser_share', 'adviser_views']));
    expect(csv.text).toContain('ms_adviser');
    await me().del(`/api/users/delete/${student.user.id}`, { password: PASSWORD }).expect(200);
    expect(
      await t.dataSource.getRepository(AdviserShare).countBy({ userId: student.user.id }),
    ).toBe(0);
    expect(await t.dataSource.getRepository(AdviserView).countBy({ userId: student.user.id })).toBe(
      0,
    );
    expect((await adviser.get('/api/admin/shared-students').expect(200)).body).toEqual([]);
  });
});
