import { createHmac } from 'node:crypto';
import { AuthSession } from '../../src/auth/entities/auth-session.entity';
import { BACKOFFICE_TOKEN_REFUSED, PORTAL_TOKEN_REFUSED } from '../../src/auth/guards/scope.guard';
import { LOGGED_OUT, LOGGED_OUT_EVERYWHERE } from '../../src/auth/session.service';
import { RetentionService } from '../../src/privacy/retention.service';
import { User } from '../../src/users/entities/user.entity';
import { asBearer } from '../support/as-bearer';
import { DatabaseWatch } from '../support/db-fingerprint';
import { createUser, mailsTo, PASSWORD, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

/** A token signed with the test key, carrying whatever claims the test wants. */
function signed(claims: object): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const data = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${data}.${createHmac('sha256', SECRET).update(data).digest('base64url')}`;
}

// Sessions end on the server, a token works only in its own app, and deleting the
// account or changing the e-mail asks for the password again.
describe('server-side sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const backofficeToken = async (user: User) => {
    const res = await t
      .http()
      .post('/api/admin/login')
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
    return res.body.token as string;
  };
  const verify = (token: string) => asBearer(t, token).get('/api/users/verify-token');
  const sessionsOf = (user: User) =>
    t.dataSource.getRepository(AuthSession).countBy({ userId: user.id });

  describe('logout', () => {
    it('should give every token a session id, stored as a row of the user', async () => {
      const user = await createUser(t);
      const token = await tokenFor(t, user);
      const session = await t.dataSource
        .getRepository(AuthSession)
        .findOneByOrFail({ id: claimsOf(token).sid as string });
      expect(session).toMatchObject({ userId: user.id, scope: 'portal' });
      expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBe(12 * 3_600_000);
    });

    it('should end only this session: the token answers 401 afterwards, others still work', async () => {
      const user = await createUser(t);
      const phone = await tokenFor(t, user);
      const laptop = await tokenFor(t, user);
      await asBearer(t, phone).post('/api/users/logout').expect(200, { message: LOGGED_OUT });
      await verify(phone).expect(401);
      await asBearer(t, phone).get(`/api/users/user/${user.id}`).expect(401);
      await asBearer(t, phone).post('/api/users/logout').expect(401);
      await verify(laptop).expect(200);
      expect(await sessionsOf(user)).toBe(1);
    });

    it('should change nothing when a logged-out token is refused', async () => {
      const user = await createUser(t);
      const token = await tokenFor(t, user);
      await asBearer(t, token).post('/api/users/logout').expect(200);
      const watch = await DatabaseWatch.start(t.dataSource);
      await verify(token).expect(401);
      await asBearer(t, token).post('/api/users/logout-everywhere').expect(401);
      await asBearer(t, token)
        .post('/api/users/change-email', {
          userId: user.id,
          newEmail: 'refused@demo-school.test',
          password: PASSWORD,
        })
        .expect(401);
      expect(await watch.changed()).toBe(false);
    });

    it('should end every session, portal and back-office, with "log out everywhere"', async () => {
      const admin = await createUser(t, { role: 'admin' });
      const portal = [await tokenFor(t, admin), await tokenFor(t, admin)];
      const backoffice = await backofficeToken(admin);
      const bystander = await createUser(t);
      const theirs = await tokenFor(t, bystander);
      await asBearer(t, portal[0])
        .post('/api/users/logout-everywhere')
        .expect(200, { message: LOGGED_OUT_EVERYWHERE });
      for (const token of portal) await verify(token).expect(401);
      await asBearer(t, backoffice).get('/api/admin/users').expect(401);
      expect(await sessionsOf(admin)).toBe(0);
      await verify(theirs).expect(200);
      // Signing in again starts a new session.
      await verify(await tokenFor(t, admin)).expect(200);
    });

    it("should end the back-office's session with POST /api/admin/logout", async () => {
      const admin = await createUser(t, { role: 'admin' });
      const backoffice = await backofficeToken(admin);
      const portal = await tokenFor(t, admin);
      await asBearer(t, backoffice).get('/api/admin/users').expect(200);
      await asBearer(t, backoffice).post('/api/admin/logout').expect(200, { message: LOGGED_OUT });
      await asBearer(t, backoffice).get('/api/admin/users').expect(401);
      await verify(portal).expect(200);
    });

    it('should end 20 sessions logged out at once, every one of them', async () => {
      const user = await createUser(t);
      const tokens: string[] = [];
      // Signed in one after another (parallel sign-ins of one e-mail meet the login backoff).
      for (let i = 0; i < 20; i++) tokens.push(await tokenFor(t, user));
      const results = await Promise.all(
        tokens.map((token) => asBearer(t, token).post('/api/users/logout')),
      );
      expect(results.map((r) => r.status)).toEqual(tokens.map(() => 200));
      const after = await Promise.all(tokens.map((token) => verify(token)));
      expect(after.map((r) => r.status)).toEqual(tokens.map(() => 401));
      expect(await sessionsOf(user)).toBe(0);
    });

    it('should refuse a properly signed token without a live session of its user', async () => {
      const user = await createUser(t);
      const other = await createUser(t);
      const iat = Math.floor(t.clock.now().getTime() / 1000);
      const claims = { sub: user.id, role: 'user', tv: 0, scope: 'portal', iat, exp: iat + 3600 };
      const othersSid = claimsOf(await tokenFor(t, other)).sid;
      const ownSid = claimsOf(await tokenFor(t, user)).sid;
      await verify(signed(claims)).expect(401); // no sid
      await verify(signed({ ...claims, sid: 'made-up' })).expect(401);
      await verify(signed({ ...claims, sid: othersSid })).expect(401);
      await verify(signed({ ...claims, sid: ownSid, scope: 'backoffice' })).expect(401);
      await verify(signed({ ...claims, sid: ownSid })).expect(200); // the control
    });

    it('should forget expired sessions with the retention job, and keep live ones', async () => {
      const user = await createUser(t);
      const old = await tokenFor(t, user);
      t.clock.advance(12 * 3_600_000 + 1000);
      await verify(old).expect(401);
      const fresh = await tokenFor(t, user);
      expect(await sessionsOf(user)).toBe(2); // a sign-in writes one row and reads none
      const { sessions } = await t.app.get(RetentionService).runOnce(t.clock.now());
      expect(sessions).toBeGreaterThanOrEqual(1);
      expect(await sessionsOf(user)).toBe(1);
      await verify(fresh).expect(200);
    });
  });

  describe('token scope', () => {
    it('should refuse a portal token on /api/admin/* and a back-office token on the portal API', async () => {
      const admin = await createUser(t, { role: 'admin' });
      const portal = asBearer(t, await tokenFor(t, admin));
      const backoffice = asBearer(t, await backofficeToken(admin));
      await portal.get('/api/admin/users').expect(403, { error: PORTAL_TOKEN_REFUSED });
      await portal.post('/api/admin/logout').expect(403, { error: PORTAL_TOKEN_REFUSED });
      // The spec's legacy whitelist-manager calls belong to the back-office too.
      await portal.get('/api/whitelist/domains').expect(403, { error: PORTAL_TOKEN_REFUSED });
      await backoffice
        .get('/api/users/verify-token')
        .expect(403, { error: BACKOFFICE_TOKEN_REFUSED });
      await backoffice
        .get(`/api/users/user/${admin.id}`)
        .expect(403, { error: BACKOFFICE_TOKEN_REFUSED });
      await backoffice.post('/api/users/logout').expect(403, { error: BACKOFFICE_TOKEN_REFUSED });
      // Each in its own app.
      await portal.get('/api/users/verify-token').expect(200);
      await backoffice.get('/api/admin/users').expect(200);
      await backoffice.get('/api/whitelist/domains').expect(200);
    });
  });

  describe('password re-entry', () => {
    async function student() {
      const user = await createUser(t);
      return { user, as: asBearer(t, await tokenFor(t, user)) };
    }

    it('should delete the account only with the right password, then end its sessions', async () => {
      const { user, as } = await student();
      const url = `/api/users/delete/${user.id}`;
      await as.del(url).expect(400, { error: 'Password is required.' });
      await as.del(url, { password: '' }).expect(400, { error: 'Password is required.' });
      await as.del(url, { password: 'Wrong!Pass1' }).expect(403, { error: 'Incorrect password.' });
      expect(await t.dataSource.getRepository(User).countBy({ id: user.id })).toBe(1);
      await as
        .del(url, { password: PASSWORD })
        .expect(200, { message: 'Account deleted successfully' });
      expect(await sessionsOf(user)).toBe(0);
      await as.get('/api/users/verify-token').expect(401);
    });

    it('should ask an admin deleting a student for the admin’s own password', async () => {
      const admin = await createUser(t, { role: 'admin' }, 'Admin!Own9pass');
      const { user } = await student();
      const as = asBearer(t, await tokenFor(t, admin, 'Admin!Own9pass'));
      const url = `/api/users/delete/${user.id}`;
      await as.del(url, { password: PASSWORD }).expect(403, { error: 'Incorrect password.' });
      await as.del(url, { password: 'Admin!Own9pass' }).expect(200);
    });

    it('should change the e-mail only with the right password, mailing nothing otherwise', async () => {
      const { user, as } = await student();
      const newEmail = `moved.${user.id}@demo-school.test`;
      const body = { userId: user.id, newEmail };
      await as
        .post('/api/users/change-email', body)
        .expect(400, { error: 'Password is required.' });
      await as
        .post('/api/users/change-email', { ...body, password: 'Wrong!Pass1' })
        .expect(403, { error: 'Incorrect password.' });
      expect(await mailsTo(t, newEmail)).toHaveLength(0);
      await as.post('/api/users/change-email', { ...body, password: PASSWORD }).expect(201);
      expect(await mailsTo(t, newEmail)).toHaveLength(1);
    });
  });
});
