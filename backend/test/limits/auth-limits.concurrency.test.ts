import {
  forgotLockedMessage,
  INVALID_CREDENTIALS,
  loginLockedMessage,
  registerEmailLockedMessage,
} from '@aspire/domain';
import { In } from 'typeorm';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { User } from '../../src/users/entities/user.entity';
import { createUser, linkToken, mailsTo, PASSWORD } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { burst, byStatus } from './burst';

// Every lockout (docs/product/access.md) holds when requests arrive together: exactly as many pass
// as the rule allows, and only those are written.
describe('auth limits under concurrent requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { REGISTER_IP_LIMIT_PER_HOUR: '25', AUTH_THROTTLE_PER_MINUTE: '100000' },
    });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.http().post('/api/users/login').send({ email, password });
  const failedLogins = (userId: string) =>
    t.dataSource
      .getRepository(AuditLog)
      .countBy({ resourceId: userId, action: In(['login_failed', 'login_locked']) });

  it('should check one of 50 simultaneous guesses and refuse the rest', async () => {
    const user = await createUser(t);
    const results = await burst(50, () => login(user.email, 'Wrong!Guess1'));
    expect(byStatus(results)).toEqual({ 401: 1, 429: 49 });
    expect(results.find((r) => r.status === 401)!.body).toEqual({ error: INVALID_CREDENTIALS });
    expect(await failedLogins(user.id)).toBe(1);
  });

  it('should lock after 5 checked guesses in bursts, and then refuse the right password too', async () => {
    const user = await createUser(t);
    for (let step = 1; step <= 5; step++) {
      const results = await burst(20, () => login(user.email, 'Wrong!Guess1'));
      expect(byStatus(results)).toEqual({ 401: 1, 429: 19 });
      t.clock.advance(60_000); // past the longest backoff (32 s), inside the 15-minute lock
    }
    const results = await burst(20, (i) => login(user.email, i === 7 ? PASSWORD : 'Wrong!Guess1'));
    expect(byStatus(results)).toEqual({ 429: 20 });
    const seconds = Number(results[7].headers['retry-after']);
    expect(results[7].body).toEqual({ error: loginLockedMessage(seconds) });
    expect(await failedLogins(user.id)).toBe(5);
    t.clock.advance(15 * 60_000);
    await login(user.email, PASSWORD).expect(200);
  });

  it('should answer 50 simultaneous status questions alike, counting none', async () => {
    const user = await createUser(t);
    await login(user.email, 'Wrong!Guess1').expect(401);
    const asked = burst(50, () =>
      t.http().post('/api/users/login-status').send({ email: user.email }),
    );
    const [results, early] = await Promise.all([asked, login(user.email, PASSWORD)]);
    expect(early.status).toBe(429);
    expect(byStatus(results)).toEqual({ 200: 50 });
    expect(new Set(results.map((r) => JSON.stringify(r.body)))).toEqual(
      new Set([JSON.stringify({ waitSeconds: 2 })]),
    );
    t.clock.advance(2000);
    await login(user.email, PASSWORD).expect(200);
  });

  const register = (email: string, username: string) =>
    t
      .http()
      .post('/api/users/register')
      .send({ email, username, age: 15, password: 'Str0ng!Pass' });
  const registered = (prefix: string) =>
    t.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .where('u.username LIKE :p', { p: `${prefix}%` })
      .getCount();

  it('should register a whole class signing up at once from one address', async () => {
    t.clock.advance(3_600_000);
    const results = await burst(20, (i) => register(`class${i}@demo-school.test`, `class_${i}`));
    expect(byStatus(results)).toEqual({ 201: 20 });
    expect(await registered('class_')).toBe(20);
  });

  it('should hold the per-IP budget of refusals exactly when more arrive at once than it allows', async () => {
    t.clock.advance(3_600_000);
    const results = await burst(30, (i) => register(`crowd${i}@not-a-school.test`, `crowd_${i}`));
    expect(byStatus(results)).toEqual({ 403: 25, 429: 5 });
  });

  it('should give the budget back for every account made when 50 of a year group arrive at once', async () => {
    t.clock.advance(3_600_000);
    // 50 at once over a budget of 25: at most 25 are in flight, so some may wait their turn,
    // but every account made gives its use back.
    const first = await burst(50, (i) => register(`year${i}@demo-school.test`, `year_${i}`));
    const made = byStatus(first)[201];
    expect(made).toBeGreaterThanOrEqual(25);
    expect(byStatus(first)[201] + (byStatus(first)[429] ?? 0)).toBe(50);
    expect(await registered('year_')).toBe(made);
    // Nothing of the window is used: 25 refusals still fit in it, and no more.
    const refused = await burst(30, (i) => register(`stranger${i}@not-a-school.test`, `str_${i}`));
    expect(byStatus(refused)).toEqual({ 403: 25, 429: 5 });
  });

  it('should count one failure for an address when 20 attempts on it arrive at once', async () => {
    t.clock.advance(3_600_000);
    const results = await burst(20, (i) => register('kid@not-a-school.test', `kid_${i}`));
    expect(byStatus(results)).toEqual({ 403: 1, 429: 19 });
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.body).toEqual({
      error: registerEmailLockedMessage(Number(refused.headers['retry-after'])),
    });
  });

  it('should send one reset mail for 50 simultaneous requests', async () => {
    const user = await createUser(t);
    const results = await burst(50, () =>
      t.http().post('/api/users/forgot-password').send({ email: user.email }),
    );
    expect(byStatus(results)).toEqual({ 200: 1, 429: 49 });
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.body).toEqual({
      error: forgotLockedMessage(Number(refused.headers['retry-after'])),
    });
    expect(await mailsTo(t, user.email)).toHaveLength(1);
  });

  it('should let one of 20 simultaneous uses of a reset link through, verifying the address once', async () => {
    const user = await createUser(t, { emailVerifiedAt: null });
    await t.http().post('/api/users/forgot-password').send({ email: user.email }).expect(200);
    const token = await linkToken(t, user.email);
    const results = await burst(20, (i) =>
      t
        .http()
        .post('/api/users/reset-password')
        .send({ email: user.email, token, newPassword: `Brand!New7pw${i}` }),
    );
    expect(byStatus(results)).toEqual({ 200: 1, 400: 19 });
    const rows = await t.dataSource
      .getRepository(AuditLog)
      .find({ where: { resourceId: user.id }, order: { id: 'ASC' } });
    expect(rows.map((row) => row.action)).toEqual(['password_reset', 'email_verified']);
    const account = await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    expect(account.emailVerifiedAt).not.toBeNull();
  });

  it('should send one verification mail for 50 simultaneous resends', async () => {
    const user = await createUser(t, { emailVerifiedAt: null });
    const results = await burst(50, () =>
      t.http().post('/api/users/resend-verification').send({ email: user.email }),
    );
    expect(byStatus(results)).toEqual({ 200: 1, 429: 49 });
    expect(await mailsTo(t, user.email)).toHaveLength(1);
  });
});
