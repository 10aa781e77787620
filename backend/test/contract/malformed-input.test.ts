import { ACCOUNT_EMAIL_INVALID } from '@aspire/domain';
import type { Response } from 'supertest';
import { TOO_DEEP } from '../../src/common/json-body';
import { UNKNOWN_SCHOOL } from '../../src/schools/known-school';
import { School } from '../../src/schools/entities/school.entity';
import { User } from '../../src/users/entities/user.entity';
import { WhitelistEntry } from '../../src/whitelist/entities/whitelist-entry.entity';
import { Call, deepArray, malformedCases } from './malformed-cases';
import { createUser, PASSWORD, staffToken, tokenFor } from '../support/factories';
import { dbFingerprint } from '../support/db-fingerprint';
import { createTestApp, TEST_PASSWORDS, TestApp } from '../support/test-app';

// Each of these answered 500 (or stored what it should not). Every one must now be
// a 4xx with a clear `{ error }`, and change nothing in the database.
describe('malformed input', () => {
  let t: TestApp;
  let student: User;
  let tokens: Record<'student' | 'admin', string>;
  /** The seeded admin's portal token, for the routes outside /api/admin (scopes). */
  let adminPortal: string;
  let schoolId: number;
  let entryId: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_THROTTLE_PER_MINUTE: '100000' } });
    student = await createUser(t);
    tokens = { student: await tokenFor(t, student), admin: await staffToken(t, 'admin') };
    adminPortal = (
      await t
        .http()
        .post('/api/users/login')
        .send({ email: 'admin@aspire.test', password: TEST_PASSWORDS.SEED_ADMIN_PASSWORD })
        .expect(200)
    ).body.token as string;
    schoolId = (await t.dataSource.getRepository(School).findOneByOrFail({ name: 'Demo School' }))
      .id;
    entryId = (
      await t.dataSource.getRepository(WhitelistEntry).insert({
        type: 'email',
        value: 'listed@demo-school.test',
        schoolId,
        addedBy: null,
        createdAt: t.clock.now(),
      })
    ).identifiers[0].id as number;
  });
  afterAll(() => t.close());

  async function send(call: Call): Promise<Response> {
    const url = typeof call.url === 'string' ? call.url : call.url();
    const req = t.http()[call.method](url);
    if (call.as !== 'anon') {
      const portal = call.as === 'admin' && !url.startsWith('/api/admin/');
      void req.auth(portal ? adminPortal : tokens[call.as], { type: 'bearer' });
    }
    if (call.raw) return req.set('Content-Type', 'application/json').send(call.body as string);
    return req.send(call.body as object);
  }

  const cases = malformedCases({ studentId: () => student.id, entryId: () => entryId });

  it.each(cases)(
    'should refuse %s with a clear error and store nothing',
    async (_name, call, status) => {
      const body = call.self ? { ...(call.body as object), userId: student.id } : call.body;
      const before = await dbFingerprint(t.dataSource);
      const res = await send({ ...call, body });
      expect(res.status).toBe(status);
      expect(typeof res.body.error).toBe('string');
      expect(res.body.error.length).toBeGreaterThan(0);
      expect(await dbFingerprint(t.dataSource)).toBe(before);
    },
  );

  it('should say why a body is refused for its depth', async () => {
    const res = await send({
      method: 'post',
      url: '/api/users/login',
      as: 'anon',
      body: deepArray(40),
      raw: true,
    });
    expect([res.status, res.body]).toEqual([400, { error: TOO_DEEP }]);
  });

  it.each(['[2147483648,2147483650]', '[0,1e20]', '[-1,5]'])(
    'should refuse a list range of %s',
    async (range) => {
      const res = await t
        .http()
        .get('/api/admin/schools')
        .query({ range })
        .auth(tokens.admin, { type: 'bearer' });
      expect([res.status, res.body]).toEqual([
        400,
        { error: 'range must be [start,end] with at most 1000 rows.' },
      ]);
    },
  );

  it('should name an unknown school', async () => {
    const res = await send({
      method: 'put',
      url: `/api/admin/whitelist/${entryId}`,
      as: 'admin',
      body: { school_id: 424_242 },
    });
    expect([res.status, res.body]).toEqual([400, { error: UNKNOWN_SCHOOL }]);
  });

  it('should refuse a non-ASCII address for an e-mail change like registration does', async () => {
    const res = await send({
      method: 'post',
      url: '/api/users/change-email',
      as: 'student',
      body: { userId: student.id, newEmail: 'ada@exämple.test', password: PASSWORD },
    });
    expect([res.status, res.body]).toEqual([400, { error: ACCOUNT_EMAIL_INVALID }]);
  });

  it('should keep accepting a body at the depth the API uses', async () => {
    await send({
      method: 'post',
      url: '/api/analytics/events',
      as: 'student',
      body: { type: 'event', name: 'Still fine' },
    }).then((res) => expect(res.status).toBe(201));
  });
});
