import { EMAIL_NOT_VERIFIED, INVALID_CREDENTIALS, loginLockedMessage } from '@aspire/domain';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { AuthLimitsService } from '../../src/auth/limits/auth-limits.service';
import { createUser, PASSWORD } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const MINUTE = 60_000;

describe('POST /api/users/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.http().post('/api/users/login').send({ email, password });

  /** k wrong passwords, waiting out each backoff window (2, 4, 8, 16 s) like a patient user. */
  async function fail(email: string, times: number) {
    for (let k = 1; k <= times; k++) {
      const res = await login(email, 'Wrong!Pass1');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: INVALID_CREDENTIALS });
      t.clock.advance(2000 * 2 ** Math.min(k - 1, 4));
    }
  }

  it('should answer {token, user_id} for a verified student', async () => {
    const user = await createUser(t);
    const res = await login(user.email, PASSWORD).expect(200);
    expect(res.body).toEqual({ token: expect.any(String), user_id: user.id });
    const [, payload] = res.body.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ sub: user.id, role: 'user' });
    expect(claims.exp - claims.iat).toBe(12 * 3600);
  });

  it('should refuse an unverified account with the exact spec message', async () => {
    const user = await createUser(t, { emailVerifiedAt: null });
    const res = await login(user.email, PASSWORD).expect(403);
    expect(res.body).toEqual({ error: EMAIL_NOT_VERIFIED });
  });

  it('should answer a wrong password and an unknown e-mail the same way', async () => {
    const user = await createUser(t);
    const wrong = await login(user.email, 'Wrong!Pass1');
    const ghost = await login('ghost@nowhere.test', 'Wrong!Pass1');
    expect([wrong.status, wrong.body]).toEqual([401, { error: INVALID_CREDENTIALS }]);
    expect([ghost.status, ghost.body]).toEqual([wrong.status, wrong.body]);
  });

  it('should let the correct password in after 4 failures', async () => {
    const user = await createUser(t);
    await fail(user.email, 4);
    await login(user.email, PASSWORD).expect(200);
  });

  it('should lock the e-mail after 5 failed logins for 15 minutes', async () => {
    const user = await createUser(t);
    await fail(user.email, 4);
    await login(user.email, 'Wrong!Pass1').expect(401);
    const locked = await login(user.email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(locked.body).toEqual({ error: loginLockedMessage(900) });
    t.clock.advance(5 * MINUTE);
    const later = await login(user.email, PASSWORD);
    expect(later.headers['retry-after']).toBe('600');
    expect(later.body).toEqual({ error: loginLockedMessage(600) });
    t.clock.advance(10 * MINUTE);
    await login(user.email, PASSWORD).expect(200);
  });

  it('should tell the wait before the next login, the same way for an unknown e-mail', async () => {
    const user = await createUser(t);
    const status = (email: string) =>
      t.http().post('/api/users/login-status').send({ email }).expect(200);
    expect((await status(user.email)).body).toEqual({ waitSeconds: 0 });
    expect((await status('ghost@nowhere.test')).body).toEqual({ waitSeconds: 0 });
    await fail(user.email, 4);
    await login(user.email, 'Wrong!Pass1').expect(401);
    await login('ghost@nowhere.test', 'Wrong!Pass1').expect(401);
    expect((await status(user.email)).body).toEqual({ waitSeconds: 900 });
    expect((await status('ghost@nowhere.test')).body).toEqual({ waitSeconds: 2 });
    t.clock.advance(5 * MINUTE);
    expect((await status(user.email)).body).toEqual({ waitSeconds: 600 });
    // Asking counts nothing: the lock ends when it would have.
    await status(user.email);
    await login(user.email, PASSWORD).expect(429);
    // Staff "Unlock" (the same reset): the status says so, and the login goes through.
    await t.app.get(AuthLimitsService).reset('login', user.email);
    expect((await status(user.email)).body).toEqual({ waitSeconds: 0 });
    await login(user.email, PASSWORD).expect(200);
    await t.http().post('/api/users/login-status').send({ email: 'nope' }).expect(400);
  });

  it('should not extend the lock for attempts made during it, and reset the counter after', async () => {
    const user = await createUser(t);
    await fail(user.email, 4);
    await login(user.email, 'Wrong!Pass1').expect(401);
    for (let i = 0; i < 10; i++) {
      await login(user.email, 'Wrong!Pass1').expect(429);
      t.clock.advance(MINUTE);
    }
    t.clock.advance(5 * MINUTE);
    // The lock expired: one more failure is an ordinary first failure again.
    await login(user.email, 'Wrong!Pass1').expect(401);
    t.clock.advance(2000);
    await login(user.email, PASSWORD).expect(200);
  });

  it('should make a too-early retry wait out the backoff, leaving the counter alone', async () => {
    const user = await createUser(t);
    await login(user.email, 'Wrong!Pass1').expect(401);
    t.clock.advance(2000);
    await login(user.email, 'Wrong!Pass1').expect(401);
    t.clock.advance(1000);
    // Second failure: 4 s of backoff, 1 s gone. The correct password is not even checked.
    const early = await login(user.email, PASSWORD);
    expect(early.status).toBe(429);
    expect(early.headers['retry-after']).toBe('3');
    expect(early.body).toEqual({ error: loginLockedMessage(3) });
    t.clock.advance(3000);
    await login(user.email, PASSWORD).expect(200);
  });

  it('should reset the failure counter after a successful login', async () => {
    const user = await createUser(t);
    await fail(user.email, 4);
    await login(user.email, PASSWORD).expect(200);
    await fail(user.email, 4);
    await login(user.email, PASSWORD).expect(200);
  });

  it('should treat an unknown e-mail exactly like a known one, lock included', async () => {
    await fail('nobody@demo-school.test', 5);
    const locked = await login('nobody@demo-school.test', PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
  });

  it('should count case variants of one address together', async () => {
    const user = await createUser(t, { email: 'mixed.case@demo-school.test' });
    const variants = [
      'Mixed.Case@demo-school.test',
      'MIXED.CASE@DEMO-SCHOOL.TEST',
      'mixed.case@Demo-School.test',
      'mIxEd.cAsE@demo-school.test',
      'mixed.case@demo-school.test',
    ];
    for (const [k, variant] of variants.entries()) {
      await login(variant, 'Wrong!Pass1').expect(401);
      t.clock.advance(2000 * 2 ** Math.min(k, 4));
    }
    await login(user.email, PASSWORD).expect(429);
  });

  it('should write failed logins and the lock to the audit trail', async () => {
    const user = await createUser(t);
    await fail(user.email, 5);
    const rows = await t.dataSource
      .getRepository(AuditLog)
      .find({ where: { actorId: user.id }, order: { id: 'ASC' } });
    expect(rows.map((r) => r.action)).toEqual([
      'login_failed',
      'login_failed',
      'login_failed',
      'login_failed',
      'login_locked',
    ]);
  });
});
