import { AuthSession } from '../../src/auth/entities/auth-session.entity';
import { SESSION_CACHE_MS, SessionCache, VerifiedToken } from '../../src/auth/jwt/session-cache';
import { LOGGED_OUT, LOGGED_OUT_EVERYWHERE } from '../../src/auth/session.service';
import { FakeClock } from '../../src/common/clock';
import { User } from '../../src/users/entities/user.entity';
import { asBearer } from '../support/as-bearer';
import { createUser, linkToken, staffToken, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string };

// A verified token is remembered per instance for at most SESSION_CACHE_MS, so the
// common request skips the JWT verify and the session read. Revocation stays correct: at once on
// the instance that revoked, within SESSION_CACHE_MS on every other one.
describe('the per-instance session cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verify = (token: string) => asBearer(t, token).get('/api/users/verify-token');
  /** A token that has just been accepted, so this instance holds it in its cache. */
  const warmToken = async (user: User) => {
    const token = await tokenFor(t, user);
    await verify(token).expect(200);
    await verify(token).expect(200);
    return token;
  };

  it('should refuse a token at once after its logout through the API, though it was just accepted', async () => {
    const user = await createUser(t);
    const token = await warmToken(user);
    const other = await warmToken(user);
    await asBearer(t, token).post('/api/users/logout').expect(200, { message: LOGGED_OUT });
    await verify(token).expect(401);
    await verify(other).expect(200);
  });

  it('should refuse every warm token of the user at once after "log out everywhere"', async () => {
    const user = await createUser(t);
    const [phone, laptop] = [await warmToken(user), await warmToken(user)];
    await asBearer(t, phone)
      .post('/api/users/logout-everywhere')
      .expect(200, { message: LOGGED_OUT_EVERYWHERE });
    await verify(phone).expect(401);
    await verify(laptop).expect(401);
  });

  it('should refuse every warm token at once after a password reset through the API', async () => {
    const user = await createUser(t);
    const [phone, laptop] = [await warmToken(user), await warmToken(user)];
    await t.http().post('/api/users/forgot-password').send({ email: user.email }).expect(200);
    const token = await linkToken(t, user.email);
    await t
      .http()
      .post('/api/users/reset-password')
      .send({ email: user.email, token, newPassword: 'Fresh!Pass9x' })
      .expect(200);
    await verify(phone).expect(401);
    await verify(laptop).expect(401);
  });

  it("should refuse a warm token at once after an admin changes the user's role", async () => {
    const user = await createUser(t);
    const token = await warmToken(user);
    await asBearer(t, await staffToken(t, 'admin'))
      .put(`/api/admin/users/${user.id}`, { role: 'subject_consultant' })
      .expect(200);
    await verify(token).expect(401);
  });

  it('should refuse a session ended by another instance within SESSION_CACHE_MS', async () => {
    const user = await createUser(t);
    const token = await warmToken(user);
    // Another instance's logout: the row goes without this instance hearing of it.
    await t.dataSource.getRepository(AuthSession).delete({ id: claimsOf(token).sid });
    await verify(token).expect(200);
    t.clock.advance(SESSION_CACHE_MS);
    await verify(token).expect(401);
  });

  it('should refuse tokens of a password reset on another instance within SESSION_CACHE_MS', async () => {
    const user = await createUser(t);
    const token = await warmToken(user);
    // Another instance's password reset bumps the token version.
    await t.dataSource.getRepository(User).update(user.id, { tokenVersion: user.tokenVersion + 1 });
    t.clock.advance(SESSION_CACHE_MS - 1);
    await verify(token).expect(200);
    t.clock.advance(1);
    await verify(token).expect(401);
  });

  it('should accept a warm token without checking its signature again, and still refuse an altered one', async () => {
    const user = await createUser(t);
    const token = await warmToken(user);
    // passport-jwt checks signatures through jsonwebtoken's module object (a library, not ours).
    const jsonwebtoken = jest.requireActual<typeof import('jsonwebtoken')>('jsonwebtoken');
    const verifySignature = jest.spyOn(jsonwebtoken, 'verify');
    try {
      await verify(token).expect(200);
      expect(verifySignature).not.toHaveBeenCalled();
      const [head, body, signature] = token.split('.');
      const flipped = signature.startsWith('A') ? 'B' : 'A';
      await verify(`${head}.${body}.${flipped}${signature.slice(1)}`).expect(401);
      expect(verifySignature).toHaveBeenCalled();
    } finally {
      verifySignature.mockRestore();
    }
  });

  it('should still refuse a cached token once it expires', async () => {
    const user = await createUser(t);
    const token = await warmToken(user);
    const { exp } = claimsOf(token) as unknown as { exp: number };
    t.clock.set(new Date(exp * 1000));
    await verify(token).expect(401);
  });
});

describe('SessionCache', () => {
  const verified = (id: string): VerifiedToken => ({
    user: {
      id,
      email: `${id}@x.test`,
      role: 'user',
      schoolId: null,
      scope: 'portal',
      sessionId: id,
    },
    exp: 2_000_000_000,
  });

  it('should load once for concurrent and repeated requests within the bound, then again', async () => {
    const clock = new FakeClock();
    const cache = new SessionCache(clock);
    const load = jest.fn(async () => verified('a'));
    await Promise.all([cache.resolve('t', load), cache.resolve('t', load)]);
    clock.advance(SESSION_CACHE_MS - 1);
    await cache.resolve('t', load);
    expect(load).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await cache.resolve('t', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('should never store a failed check, nor a read that was in flight when the user was revoked', async () => {
    const cache = new SessionCache(new FakeClock());
    const failed = jest.fn(async () => null);
    await cache.resolve('bad', failed);
    await cache.resolve('bad', failed);
    expect(failed).toHaveBeenCalledTimes(2);

    const finish: ((v: VerifiedToken | null) => void)[] = [];
    const slow = jest.fn(
      () => new Promise<VerifiedToken | null>((resolve) => finish.push(resolve)),
    );
    const first = cache.resolve('t', slow);
    cache.revokeUser('a');
    // A request after the revocation does not join the read that started before it.
    const second = cache.resolve('t', slow);
    expect(slow).toHaveBeenCalledTimes(2);
    finish[0](verified('a')); // read before the revocation: answers, is not stored
    finish[1](null); // read after it: the session is gone
    expect(await first).toEqual(verified('a'));
    expect(await second).toBeNull();
    const fresh = jest.fn(async () => null);
    expect(await cache.resolve('t', fresh)).toBeNull();
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('should treat an entry as stale when the clock went back', async () => {
    const clock = new FakeClock();
    const cache = new SessionCache(clock);
    const load = jest.fn(async () => verified('a'));
    await cache.resolve('t', load);
    clock.advance(-1);
    await cache.resolve('t', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
