import {
  whitelistDomainInvalid,
  WHITELIST_EMAIL_INVALID,
  WHITELIST_VALUE_REQUIRED,
} from '@aspire/domain';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { School } from '../../src/schools/entities/school.entity';
import { WhitelistEntry } from '../../src/whitelist/entities/whitelist-entry.entity';
import { AUDITED_VALUES } from '../../src/whitelist/import-summary';
import { createUser, csvRows, staffToken, tokenFor } from '../support/factories';
import { asBearer } from '../support/as-bearer';
import { createTestApp, TestApp } from '../support/test-app';

describe('/api/admin/whitelist', () => {
  let t: TestApp;
  let admin: string;
  let coordinator: string;
  let otherSchool: School;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t, 'admin');
    coordinator = await staffToken(t, 'coordinator');
    const schools = t.dataSource.getRepository(School);
    await schools.insert({ name: 'Other School', createdAt: t.clock.now() });
    otherSchool = await schools.findOneByOrFail({ name: 'Other School' });
    await t.dataSource.getRepository(WhitelistEntry).insert(
      ['other-school.test', 'alpha.test', 'beta.test'].map((value) => ({
        type: 'domain' as const,
        value,
        schoolId: value === 'other-school.test' ? otherSchool.id : null,
        addedBy: null,
        createdAt: t.clock.now(),
      })),
    );
  });
  afterAll(() => t.close());

  const as = (token: string) => asBearer(t, token);
  const auditRows = (action: string) =>
    t.dataSource
      .getRepository(AuditLog)
      .find({ where: { resource: 'whitelist', action }, order: { id: 'ASC' } });

  it('should page, sort and filter with Content-Range', async () => {
    const res = await as(admin)
      .get('/api/admin/whitelist')
      .query({ sort: '["value","ASC"]', range: '[0,1]', filter: '{"type":"domain"}' })
      .expect(200);
    expect(res.headers['content-range']).toBe('whitelist 0-1/4');
    expect(res.body.map((e: { value: string }) => e.value)).toEqual(['alpha.test', 'beta.test']);
    const searched = await as(admin).get('/api/admin/whitelist').query({ filter: '{"q":"HOOL"}' });
    expect(searched.body.map((e: { value: string }) => e.value).sort()).toEqual([
      'demo-school.test',
      'other-school.test',
    ]);
  });

  it('should refuse a sort column outside the allowlist and malformed parameters', async () => {
    await as(admin)
      .get('/api/admin/whitelist')
      .query({ sort: '["password_hash","ASC"]' })
      .expect(400);
    await as(admin).get('/api/admin/whitelist').query({ range: 'nope' }).expect(400);
    await as(admin).get('/api/admin/whitelist').query({ filter: '[1]' }).expect(400);
  });

  it.each([
    ['domain', '   ', WHITELIST_VALUE_REQUIRED],
    ['email', 'not-an-email', WHITELIST_EMAIL_INVALID],
    ['domain', 'no_tld', whitelistDomainInvalid()],
  ])('should validate a %s entry "%s" with the spec message', async (type, value, message) => {
    await as(admin).post('/api/admin/whitelist', { type, value }).expect(400, { error: message });
  });

  it('should add, audit, refuse a duplicate, then delete with an audit row', async () => {
    const created = await as(admin)
      .post('/api/admin/whitelist', { type: 'domain', value: '  New-School.TEST ' })
      .expect(201);
    expect(created.body).toMatchObject({
      type: 'domain',
      value: 'new-school.test',
      school_id: null,
    });
    await as(admin)
      .post('/api/admin/whitelist', { type: 'domain', value: 'new-school.test' })
      .expect(409);
    await as(admin).del(`/api/admin/whitelist/${created.body.id}`).expect(200);
    const [create] = await auditRows('create');
    expect(create).toMatchObject({
      actorEmail: 'admin@aspire.test',
      resourceId: String(created.body.id),
      before: null,
    });
    expect(create.after).toMatchObject({ value: 'new-school.test' });
    const [removed] = await auditRows('delete');
    expect(removed.before).toMatchObject({ value: 'new-school.test' });
    expect(removed.after).toBeNull();
  });

  it('should export the filtered list as CSV with formula cells neutralised', async () => {
    await t.dataSource.getRepository(WhitelistEntry).insert({
      type: 'email',
      value: '=cmd@evil.test',
      schoolId: null,
      addedBy: null,
      createdAt: t.clock.now(),
    });
    const res = await as(admin)
      .get('/api/admin/whitelist/export.csv')
      .query({ sort: '["value","ASC"]', filter: '{"type":"email"}' })
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csvRows(res.text);
    expect(rows[0]).toEqual([
      'id',
      'type',
      'value',
      'school_id',
      'school_name',
      'added_by',
      'created_at',
    ]);
    expect(rows.slice(1).map((r) => r[2])).toEqual(["'=cmd@evil.test"]);
  });

  it('should import a CSV and count added, skipped and rejected rows', async () => {
    const csv =
      'type,value\ndomain,import-one.test\nemail,Pupil@Import-One.test\ndomain,alpha.test\nemail,broken\ndomain,import-one.test\n';
    const res = await as(admin).post('/api/admin/whitelist/import', { csv }).expect(201);
    expect(res.body).toEqual({
      added: 2,
      skipped: 2,
      rejected: [{ line: 5, value: 'broken', reason: WHITELIST_EMAIL_INVALID }],
    });
    const [row] = await auditRows('import');
    expect(row.after).toEqual({
      added: 2,
      skipped: 2,
      rejected: 1,
      values: ['import-one.test', 'pupil@import-one.test'],
    });
  });

  it('should import 5,000 addresses with an audit row that summarises them', async () => {
    const emails = Array.from({ length: 5000 }, (_, i) => `bulk${i}.${'x'.repeat(20)}@bulk.test`);
    const res = await as(admin)
      .post('/api/admin/whitelist/import', {
        csv: `type,value\n${emails.map((e) => `email,${e}`).join('\n')}`,
      })
      .expect(201);
    expect(res.body).toMatchObject({ added: 5000, skipped: 0, rejected: [] });
    const row = (await auditRows('import')).at(-1)!;
    expect(row.after).toMatchObject({
      added: 5000,
      values: emails.slice(0, AUDITED_VALUES),
      more: 4900,
    });
  });

  describe('as a coordinator', () => {
    it('should list only their school', async () => {
      const res = await as(coordinator).get('/api/admin/whitelist').expect(200);
      expect(res.body.map((e: { value: string }) => e.value)).toEqual(['demo-school.test']);
      expect(res.headers['content-range']).toBe('whitelist 0-0/1');
    });

    it("should add an address of their school's domain, and nothing outside it", async () => {
      const ok = await as(coordinator)
        .post('/api/admin/whitelist', { type: 'email', value: 'friend@demo-school.test' })
        .expect(201);
      expect(ok.body.school_id).not.toBeNull();
      await as(coordinator)
        .post('/api/admin/whitelist', { type: 'email', value: 'x@gmail.test' })
        .expect(403);
      await as(coordinator)
        .post('/api/admin/whitelist', { type: 'domain', value: 'rival.test' })
        .expect(403);
    });

    it("should not read or delete another school's entry", async () => {
      const other = await t.dataSource
        .getRepository(WhitelistEntry)
        .findOneByOrFail({ value: 'other-school.test' });
      await as(coordinator).get(`/api/admin/whitelist/${other.id}`).expect(403);
      await as(coordinator).del(`/api/admin/whitelist/${other.id}`).expect(403);
    });
  });

  describe("the original whitelist manager's calls", () => {
    it('should answer plain string lists and {message} errors, admin only', async () => {
      const domains = await as(admin).get('/api/whitelist/domains').expect(200);
      expect(domains.body).toEqual(expect.arrayContaining(['alpha.test', 'demo-school.test']));
      await as(admin).post('/api/whitelist', { type: 'domain', value: 'spec.test' }).expect(201, {
        message: 'spec.test added to whitelist.',
      });
      await as(admin).post('/api/whitelist', { type: 'email', value: 'bad' }).expect(400, {
        message: WHITELIST_EMAIL_INVALID,
      });
      await as(admin).del('/api/whitelist', { type: 'domain', value: 'spec.test' }).expect(200, {
        message: 'spec.test removed from whitelist.',
      });
      await t.http().get('/api/whitelist/emails').expect(401);
      await as(coordinator).get('/api/whitelist/emails').expect(403);
    });
  });

  it('should answer 403 to a student on every route and 401 without a token', async () => {
    const student = await tokenFor(t, await createUser(t));
    await as(student).get('/api/admin/whitelist').expect(403);
    await as(student).get('/api/admin/whitelist/export.csv').expect(403);
    await as(student).post('/api/admin/whitelist', { type: 'domain', value: 'x.test' }).expect(403);
    await t.http().get('/api/admin/whitelist').expect(401);
  });
});
