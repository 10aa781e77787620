import { createHmac } from 'node:crypto';
import { NOT_STAFF } from '../../src/auth/login.service';
import { createUser, PASSWORD, tokenFor } from '../support/factories';
import { createTestApp, TEST_PASSWORDS, TestApp } from '../support/test-app';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** Hand-made JWTs, to prove the server accepts only its own algorithm. */
function forge(header: object, payload: object, sign?: (data: string) => string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const data = `${encode(header)}.${encode(payload)}`;
  return `${data}.${sign ? sign(data) : ''}`;
}

describe('sessions and access checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verifyToken = (token?: string) => {
    const req = t.http().get('/api/users/verify-token');
    return token ? req.auth(token, { type: 'bearer' }) : req;
  };

  it('should verify a fresh token as {valid, userId, role}', async () => {
    const user = await createUser(t);
    const res = await verifyToken(await tokenFor(t, user)).expect(200);
    expect(res.body).toEqual({ valid: true, userId: user.id, role: 'user' });
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'not.a.jwt'],
  ])('should answer 401 {error} for %s', async (_case, token) => {
    const res = await verifyToken(token).expect(401);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('should refuse alg "none" and any algorithm other than HS256', async () => {
    const user = await createUser(t);
    const iat = Math.floor(t.clock.now().getTime() / 1000);
    // A live session of the user's, so only the algorithm decides.
    const { sid } = JSON.parse(
      Buffer.from((await tokenFor(t, user)).split('.')[1], 'base64url').toString(),
    ) as { sid: string };
    const claims = {
      sub: user.id,
      role: 'admin',
      tv: 0,
      scope: 'portal',
      sid,
      iat,
      exp: iat + 3600,
    };
    const none = forge({ alg: 'none', typ: 'JWT' }, claims);
    const hs512 = forge({ alg: 'HS512', typ: 'JWT' }, claims, (data) =>
      createHmac('sha512', SECRET).update(data).digest('base64url'),
    );
    const hs256 = forge({ alg: 'HS256', typ: 'JWT' }, claims, (data) =>
      createHmac('sha256', SECRET).update(data).digest('base64url'),
    );
    await verifyToken(none).expect(401);
    await verifyToken(hs512).expect(401);
    await verifyToken(hs256).expect(200); // the control: the same claims, properly signed
  });

  it('should expire tokens after the configured lifetime', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user);
    t.clock.advance(12 * 3600_000 - 1000);
    await verifyToken(token).expect(200);
    t.clock.advance(2000);
    await verifyToken(token).expect(401);
  });

  it('should stop accepting a token when its user is gone', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user);
    await t.dataSource.query('DELETE FROM users WHERE id = ?', [user.id]);
    await verifyToken(token).expect(401);
  });

  describe('GET /api/assessment/check-access/:route', () => {
    const check = (token: string, route: string, query: Record<string, string>) =>
      t
        .http()
        .get(`/api/assessment/check-access/${route}`)
        .query(query)
        .auth(token, { type: 'bearer' });

    it('should allow a signed-in student on their own id', async () => {
      const user = await createUser(t);
      const token = await tokenFor(t, user);
      const res = await check(token, 'dashboard', { userId: user.id }).expect(200);
      expect(res.body).toEqual({ access: true, hasAccess: true, error: null });
      await check(token, 'careerassessment', { userId: user.id, assessmentType: 'Career' }).expect(
        200,
      );
    });

    it("should answer 403 when a student asks with another user's id", async () => {
      const a = await createUser(t);
      const b = await createUser(t);
      const res = await check(await tokenFor(t, a), 'dashboard', { userId: b.id }).expect(403);
      expect(res.body).toEqual({ error: 'You can only access your own data.' });
    });

    it("should let an admin ask about another user's id", async () => {
      const admin = await createUser(t, { role: 'admin' });
      const b = await createUser(t);
      await check(await tokenFor(t, admin), 'dashboard', { userId: b.id }).expect(200);
    });

    it('should refuse a mismatched assessment type and answer 404 for unknown routes', async () => {
      const user = await createUser(t);
      const token = await tokenFor(t, user);
      const res = await check(token, 'careerassessment', {
        userId: user.id,
        assessmentType: 'Learning',
      });
      expect(res.body).toMatchObject({ access: false, error: expect.any(String) });
      await check(token, 'secret-page', { userId: user.id }).expect(404);
      await check(token, 'dashboard', { userId: user.id, assessmentType: 'Bogus' }).expect(400);
    });

    it('should answer 401 without a token', async () => {
      await t.http().get('/api/assessment/check-access/dashboard?userId=x').expect(401);
    });
  });

  describe('POST /api/admin/login', () => {
    const adminLogin = (email: string, password: string) =>
      t.http().post('/api/admin/login').send({ email, password });

    it('should hand admins a back-office token naming role and e-mail', async () => {
      const res = await adminLogin('admin@aspire.test', TEST_PASSWORDS.SEED_ADMIN_PASSWORD).expect(
        200,
      );
      expect(Object.keys(res.body)).toEqual(['token']);
      const claims = JSON.parse(Buffer.from(res.body.token.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({
        role: 'admin',
        email: 'admin@aspire.test',
        scope: 'backoffice',
      });
    });

    it('should hand coordinators a token carrying their school', async () => {
      const res = await adminLogin(
        'coordinator@demo-school.test',
        TEST_PASSWORDS.SEED_COORDINATOR_PASSWORD,
      ).expect(200);
      const claims = JSON.parse(Buffer.from(res.body.token.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({ role: 'coordinator', schoolId: expect.any(Number) });
    });

    it('should refuse students with {error}', async () => {
      const student = await createUser(t);
      await adminLogin(student.email, PASSWORD).expect(403, { error: NOT_STAFF });
    });
  });

  it('should tell the portal its IP address', async () => {
    const res = await t.http().get('/api/users/ip').expect(200);
    expect(res.body.ip).toMatch(/127\.0\.0\.1|::1/);
  });
});
