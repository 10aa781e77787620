import {
  EMAIL_NOT_VERIFIED,
  FORGOT_SUCCESS,
  forgotLockedMessage,
  RESET_PASSWORD_SUCCESS,
  RESET_TOKEN_INVALID,
} from '@aspire/domain';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { COMMON_PASSWORD } from '../../src/auth/common-passwords';
import { createUser, linkToken, mailsTo, PASSWORD, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const HOUR = 3_600_000;
const NEW_PASSWORD = 'Brand!New7pw';

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const forgot = (email: string) => t.http().post('/api/users/forgot-password').send({ email });
  const reset = (email: string, token: string, newPassword = NEW_PASSWORD) =>
    t.http().post('/api/users/reset-password').send({ email, token, newPassword });
  const login = (email: string, password: string) =>
    t.http().post('/api/users/login').send({ email, password });

  it('should mail a one-hour link that works once and changes the password', async () => {
    const user = await createUser(t);
    await forgot(user.email).expect(200, { message: FORGOT_SUCCESS });
    const [mail] = await mailsTo(t, user.email);
    expect(mail.textBody).toContain(`/reset-password?token=`);
    const token = await linkToken(t, user.email);
    await reset(user.email, token).expect(200, { message: RESET_PASSWORD_SUCCESS });
    await login(user.email, PASSWORD).expect(401);
    t.clock.advance(2000);
    await login(user.email, NEW_PASSWORD).expect(200);
    await reset(user.email, token, 'Another!9pw').expect(400, { error: RESET_TOKEN_INVALID });
  });

  it('should verify an address that was not yet verified: the link came to it', async () => {
    const user = await createUser(t, { emailVerifiedAt: null });
    await login(user.email, PASSWORD).expect(403, { error: EMAIL_NOT_VERIFIED });
    await forgot(user.email).expect(200);
    await reset(user.email, await linkToken(t, user.email)).expect(200);
    t.clock.advance(2000);
    await login(user.email, NEW_PASSWORD).expect(200);
    const trail = await t.dataSource
      .getRepository(AuditLog)
      .find({ where: { resourceId: user.id }, order: { id: 'ASC' } });
    expect(trail.map((row) => row.action)).toEqual(['password_reset', 'email_verified']);
  });

  it('should refuse a link older than one hour', async () => {
    const user = await createUser(t);
    await forgot(user.email).expect(200);
    const token = await linkToken(t, user.email);
    t.clock.advance(HOUR + 1000);
    await reset(user.email, token).expect(400, { error: RESET_TOKEN_INVALID });
  });

  it('should kill every earlier reset link on success', async () => {
    const user = await createUser(t);
    await forgot(user.email).expect(200);
    const first = await linkToken(t, user.email);
    t.clock.advance(10_000);
    await forgot(user.email).expect(200);
    const second = await linkToken(t, user.email);
    await reset(user.email, second).expect(200);
    await reset(user.email, first, 'Third!Pass9').expect(400);
  });

  it("should refuse another account's link", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    await forgot(owner.email).expect(200);
    await reset(other.email, await linkToken(t, owner.email)).expect(400);
  });

  it('should hold the new password to the register rule and the common-password list', async () => {
    const user = await createUser(t);
    await forgot(user.email).expect(200);
    const token = await linkToken(t, user.email);
    const weak = await reset(user.email, token, 'weakpass');
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(/^Password must be at least 8 characters/);
    await reset(user.email, token, 'Welcome1!').expect(400, { error: COMMON_PASSWORD });
  });

  it('should end earlier sessions and lift a login lock', async () => {
    const user = await createUser(t);
    const oldToken = await tokenFor(t, user);
    for (let k = 1; k <= 5; k++) {
      await login(user.email, 'Wrong!Pass1').expect(401);
      t.clock.advance(2000 * 2 ** Math.min(k - 1, 4));
    }
    await login(user.email, PASSWORD).expect(429);
    await forgot(user.email).expect(200);
    await reset(user.email, await linkToken(t, user.email)).expect(200);
    await login(user.email, NEW_PASSWORD).expect(200);
    await t.http().get('/api/users/verify-token').auth(oldToken, { type: 'bearer' }).expect(401);
  });

  it('should answer unknown addresses the same way, and lock forgot after 3 an hour', async () => {
    const email = 'ghost@demo-school.test';
    await forgot(email).expect(200, { message: FORGOT_SUCCESS });
    t.clock.advance(10_000);
    await forgot(email).expect(200, { message: FORGOT_SUCCESS });
    t.clock.advance(20_000);
    await forgot(email).expect(200, { message: FORGOT_SUCCESS });
    t.clock.advance(40_000);
    const locked = await forgot(email);
    expect(locked.status).toBe(429);
    // The lock runs one hour from the third request (t = 30 s); now t = 70 s.
    expect(locked.headers['retry-after']).toBe(String(3600 - 40));
    expect(locked.body).toEqual({ error: forgotLockedMessage(3600 - 40) });
    expect(await mailsTo(t, email)).toHaveLength(0);
  });
});
