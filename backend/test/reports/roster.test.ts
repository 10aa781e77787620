import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { WhitelistEntry } from '../../src/whitelist/entities/whitelist-entry.entity';
import { asBearer } from '../support/as-bearer';
import { createUser, csvRows, mailsTo, PASSWORD, staffToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { stages } from './report-school';
import { makeSchool } from './school';

/**
 * Students is the roster (docs/product/coordinators.md, "Students"): rostered addresses with
 * their account's state, domain sign-ups beside them, and "Invite to register" for the
 * addresses nobody registered with.
 */
describe('/api/admin/students: the roster, its states and invitations', () => {
  let t: TestApp;
  let coordinator: string;
  let otherCoordinator: string;
  let admin: string;
  let school: { id: number; domain: string };
  let other: { id: number };

  const login = async (email: string) =>
    (await t.http().post('/api/admin/login').send({ email, password: PASSWORD }).expect(200)).body
      .token as string;
  const as = (token: string) => asBearer(t, token);
  const roster = (values: [string, string | null][], schoolId: number) =>
    t.dataSource.getRepository(WhitelistEntry).insert(
      values.map(([value, className]) => ({
        type: 'email' as const,
        value,
        schoolId,
        addedBy: null,
        yearGroup: 'Year 10',
        className,
        createdAt: t.clock.now(),
      })),
    );
  const list = (filter: object, token = coordinator) =>
    as(token)
      .get('/api/admin/students')
      .query({ filter: JSON.stringify(filter), sort: '["email","ASC"]', range: '[0,99]' });
  const rows = (body: { email: string; state: string; rostered: boolean }[]) =>
    body.map((r) => [r.email, r.state, r.rostered]);

  beforeAll(async () => {
    t = await createTestApp();
    const made = await makeSchool(t, 'Roster School', 'roster.test');
    school = made;
    other = await makeSchool(t, 'Elsewhere School', 'elsewhere.test');
    coordinator = await login('coordinator@roster.test');
    otherCoordinator = await login('coordinator@elsewhere.test');
    admin = await staffToken(t, 'admin');
    // Four rostered addresses: a verified, b registered only, c and d nobody registered with.
    await roster(
      ['a', 'b', 'c', 'd'].map((n): [string, string] => [`${n}@roster.test`, '10A']),
      school.id,
    );
    await createUser(t, { email: 'a@roster.test', username: 'amy', schoolId: school.id });
    await createUser(t, {
      email: 'b@roster.test',
      username: 'ben',
      schoolId: school.id,
      emailVerifiedAt: null,
    });
    // Two students a domain admitted, not on the roster.
    await createUser(t, { email: 'e@roster.test', username: 'eve', schoolId: school.id });
    await createUser(t, {
      email: 'f@roster.test',
      username: 'fay',
      schoolId: school.id,
      emailVerifiedAt: null,
    });
    await createUser(t, { email: 'x@elsewhere.test', schoolId: other.id });
    t.clock.advance(1000);
  });
  afterAll(() => t.close());

  it('should list every rostered address with its state, and the domain sign-ups', async () => {
    const res = await list({}).expect(200);
    expect(res.headers['content-range']).toBe('students 0-5/6');
    expect(rows(res.body)).toEqual([
      ['a@roster.test', 'active', true],
      ['b@roster.test', 'not_verified', true],
      ['c@roster.test', 'not_registered', true],
      ['d@roster.test', 'not_registered', true],
      ['e@roster.test', 'active', false],
      ['f@roster.test', 'not_verified', false],
    ]);
    const c = res.body.find((r: { email: string }) => r.email === 'c@roster.test');
    expect(c).toMatchObject({
      username: null,
      registered_at: null,
      year_group: 'Year 10',
      class_name: '10A',
    });
    expect(c.id).toMatch(/^entry-\d+$/);
    expect(res.body[0].id).toBe(res.body[0].user_id);
  });

  it('should filter by state and by rostered or domain', async () => {
    const missing = await list({ state: 'not_registered' }).expect(200);
    expect(missing.body.map((r: { email: string }) => r.email)).toEqual([
      'c@roster.test',
      'd@roster.test',
    ]);
    const domain = await list({ rostered: false, state: 'not_verified' }).expect(200);
    expect(rows(domain.body)).toEqual([['f@roster.test', 'not_verified', false]]);
  });

  it('should refuse an unknown state or sort with 400 { error }', async () => {
    const bad = await list({ state: 'gone' }).expect(400);
    expect(bad.body).toEqual({
      error: 'The state filter must be one of not_registered, not_verified, active.',
    });
    const sort = await as(coordinator)
      .get('/api/admin/students')
      .query({ sort: '["password_hash","ASC"]' })
      .expect(400);
    expect(sort.body).toEqual({ error: 'Cannot sort students by "password_hash".' });
  });

  it("should keep each school's roster to itself", async () => {
    const theirs = await list({}, otherCoordinator).expect(200);
    expect(theirs.body.map((r: { email: string }) => r.email)).toEqual(['x@elsewhere.test']);
    await list({ school_id: school.id }, otherCoordinator).expect(403);
    const all = await list({ school_id: school.id }, admin).expect(200);
    expect(all.headers['content-range']).toBe('students 0-5/6');
  });

  it('should export the roster with its state in words', async () => {
    const res = await as(coordinator)
      .get('/api/admin/students/export.csv')
      .query({ filter: JSON.stringify({ state: 'not_registered' }), sort: '["email","ASC"]' })
      .expect(200);
    expect(csvRows(res.text).map((r) => r.slice(0, 4))).toEqual([
      ['username', 'email', 'state', 'rostered'],
      ['', 'c@roster.test', 'Not registered', 'Yes'],
      ['', 'd@roster.test', 'Not registered', 'Yes'],
    ]);
  });

  it('should start the funnel from the roster, domain sign-ups beside it', async () => {
    const res = await as(coordinator).get('/api/admin/reports/funnel').expect(200);
    expect(stages(res.body)).toMatchObject({
      rostered_addresses: [4, null],
      registered_from_roster: [2, 50],
      domain_signups: [2, null],
      registered: [4, null],
      verified: [2, 50],
    });
  });

  it('should invite the addresses nobody registered with, once a day, and audit it', async () => {
    const first = await as(coordinator).post('/api/admin/students/invite').send({}).expect(201);
    expect(first.body).toEqual({ matched: 2, sent: 2, skipped: 0, reasons: [] });
    const mails = await mailsTo(t, 'c@roster.test');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your school invites you to Aspire');
    expect(await mailsTo(t, 'a@roster.test')).toHaveLength(0);

    const again = await as(coordinator).post('/api/admin/students/invite').send({}).expect(201);
    expect(again.body).toEqual({
      matched: 2,
      sent: 0,
      skipped: 2,
      reasons: [{ reason: 'Invited less than a day ago.', count: 2 }],
    });
    const audits = await t.dataSource
      .getRepository(AuditLog)
      .findBy({ action: 'roster_invite', schoolId: school.id });
    expect(audits).toHaveLength(2);

    t.clock.advance(24 * 3_600_000 + 1000);
    // A day later the staff sessions have ended: sign in again.
    coordinator = await login('coordinator@roster.test');
    otherCoordinator = await login('coordinator@elsewhere.test');
    const nextDay = await as(coordinator)
      .post('/api/admin/students/invite')
      .send({ class_name: '10A' })
      .expect(201);
    expect(nextDay.body).toMatchObject({ matched: 2, sent: 2 });
  });

  it('should mail each address once under 50 parallel invitations', async () => {
    await roster(
      ['p1', 'p2', 'p3'].map((n): [string, string] => [`${n}@roster.test`, '10P']),
      school.id,
    );
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        as(coordinator).post('/api/admin/students/invite').send({ class_name: '10P' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(results.reduce((sum, r) => sum + (r.body.sent as number), 0)).toBe(3);
    for (const n of ['p1', 'p2', 'p3'])
      expect(await mailsTo(t, `${n}@roster.test`)).toHaveLength(1);
  });

  it("should refuse another school's invitations and bad input", async () => {
    const res = await as(otherCoordinator)
      .post('/api/admin/students/invite')
      .send({ school_id: school.id })
      .expect(403);
    expect(res.body).toEqual({ error: 'This record belongs to another school.' });
    const bad = await as(coordinator)
      .post('/api/admin/students/invite')
      .send({ class_name: 7 })
      .expect(400);
    expect(typeof bad.body.error).toBe('string');
  });
});
