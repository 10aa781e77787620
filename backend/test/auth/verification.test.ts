import {
  EMAIL_NOT_VERIFIED,
  RESEND_DAILY_LIMIT,
  RESEND_SUCCESS,
  resendLockedMessage,
  VERIFY_EMAIL_SUCCESS,
  VERIFY_TOKEN_INVALID,
} from '@aspire/domain';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { createUser, linkToken, mailsTo } from '../support/factories';
import { createTestApp, TEST_PASSWORDS, TestApp } from '../support/test-app';

const HOUR = 3_600_000;

describe('e-mail verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (email: string, username: string) =>
    t
      .http()
      .post('/api/users/register')
      .send({ email, username, age: 14, password: 'Str0ng!Pass' })
      .expect(201);
  const verify = (token: string) => t.http().get(`/api/users/verify-email?token=${token}`);
  const login = (email: string) =>
    t.http().post('/api/users/login').send({ email, password: 'Str0ng!Pass' });
  const resend = (email: string) => t.http().post('/api/users/resend-verification').send({ email });

  it('should verify through the mailed link once, then allow login', async () => {
    await register('verify.me@demo-school.test', 'verify_me');
    await login('verify.me@demo-school.test').expect(403, { error: EMAIL_NOT_VERIFIED });
    const token = await linkToken(t, 'verify.me@demo-school.test');
    await verify(token).expect(200, { message: VERIFY_EMAIL_SUCCESS });
    await login('verify.me@demo-school.test').expect(200);
    await verify(token).expect(400, { error: VERIFY_TOKEN_INVALID });
    const audit = await t.dataSource.getRepository(AuditLog).findBy({ action: 'email_verified' });
    expect(audit).toHaveLength(1);
  });

  it('should refuse an expired link and mail a working one on resend', async () => {
    await register('late@demo-school.test', 'late_one');
    const stale = await linkToken(t, 'late@demo-school.test');
    t.clock.advance(24 * HOUR + 1000);
    await verify(stale).expect(400, { error: VERIFY_TOKEN_INVALID });
    await resend('late@demo-school.test').expect(200, { message: RESEND_SUCCESS });
    const fresh = await linkToken(t, 'late@demo-school.test');
    expect(fresh).not.toBe(stale);
    await verify(fresh).expect(200);
  });

  it('should kill the older link when a new one is sent', async () => {
    await register('twice@demo-school.test', 'twice_user');
    const first = await linkToken(t, 'twice@demo-school.test');
    await resend('twice@demo-school.test').expect(200);
    await verify(first).expect(400);
    await verify(await linkToken(t, 'twice@demo-school.test')).expect(200);
  });

  it('should answer a resend the same way for unknown and verified addresses, sending nothing', async () => {
    const verified = await createUser(t);
    for (const email of ['unknown@demo-school.test', verified.email]) {
      await resend(email).expect(200, { message: RESEND_SUCCESS });
      expect(await mailsTo(t, email)).toHaveLength(0);
    }
  });

  it('should refuse a malformed token with a clear 400', async () => {
    const res = await verify('x');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('should back off resends by 10 s, then lock after 3 for an hour', async () => {
    const email = 'spammy@demo-school.test';
    await resend(email).expect(200);
    const early = await resend(email);
    expect(early.status).toBe(429);
    expect(early.headers['retry-after']).toBe('10');
    expect(early.body).toEqual({ error: resendLockedMessage(10) });
    t.clock.advance(10_000);
    await resend(email).expect(200);
    t.clock.advance(20_000);
    await resend(email).expect(200);
    t.clock.advance(40_000);
    const locked = await resend(email);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ error: resendLockedMessage(3600 - 40) });
    t.clock.advance(HOUR);
    await resend(email).expect(200);
  });

  it('should cap resends at 10 per e-mail per UTC day', async () => {
    const email = 'daily@demo-school.test';
    t.clock.set('2026-02-01T00:00:00.000Z');
    for (let i = 1; i <= 10; i++) {
      await resend(email).expect(200);
      // 3 per hour: the third of each hour is followed by an hour's wait.
      t.clock.advance(i % 3 === 0 ? HOUR : 40_000);
    }
    const capped = await resend(email);
    expect(capped.status).toBe(429);
    expect(capped.body).toEqual({ error: RESEND_DAILY_LIMIT });
    t.clock.set('2026-02-02T00:00:01.000Z');
    await resend(email).expect(200);
  });

  it('should still log the seeded student in (verified at seed)', async () => {
    const res = await t
      .http()
      .post('/api/users/login')
      .send({ email: 'student@demo-school.test', password: TEST_PASSWORDS.SEED_STUDENT_PASSWORD })
      .expect(200);
    expect(res.body.token).toEqual(expect.any(String));
  });
});
