import { registerEmailLockedMessage, registerLockedMessage } from '@aspire/domain';
import { createUser } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

describe('registration limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { REGISTER_IP_LIMIT_PER_HOUR: '4', AUTH_THROTTLE_PER_MINUTE: '1000' },
    });
  });
  afterAll(() => t.close());

  const register = (email: string, username: string, forwardedFor?: string) => {
    const req = t.http().post('/api/users/register');
    if (forwardedFor) void req.set('X-Forwarded-For', forwardedFor);
    return req.send({ email, username, age: 15, password: 'Str0ng!Pass' });
  };

  it('should lock an address after 5 failures about it in 24 hours, saying it is the address', async () => {
    t.clock.set('2026-03-01T08:00:00.000Z');
    for (let k = 1; k <= 5; k++) {
      // Not whitelisted: each is a failed attempt for that address.
      await register('kid@not-a-school.test', `kid_${k}`).expect(403);
      t.clock.advance(2000 * 2 ** Math.min(k - 1, 4));
      t.clock.advance(3_600_000); // a new IP window, so only the per-e-mail rule is in play
    }
    const locked = await register('kid@not-a-school.test', 'kid_6');
    expect(locked.status).toBe(429);
    const seconds = Number(locked.headers['retry-after']);
    expect(locked.body).toEqual({ error: registerEmailLockedMessage(seconds) });
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(24 * 3600);
  });

  it("should not let anyone lock a student's sign-up with failures that are not about the address", async () => {
    t.clock.set('2026-03-03T08:00:00.000Z');
    const taken = await createUser(t);
    for (let k = 1; k <= 6; k++) {
      // A whitelisted address, a username someone else has: nothing about the address is learnt.
      const res = await register('newcomer@demo-school.test', taken.username);
      expect([res.status, res.body]).toEqual([409, { error: 'Username is already taken.' }]);
      t.clock.advance(3_600_000);
    }
    await register('newcomer@demo-school.test', 'newcomer_1').expect(201);
  });

  it('should hold one IP to its hourly budget of refused attempts, whatever X-Forwarded-For claims', async () => {
    t.clock.set('2026-03-05T08:00:00.000Z');
    for (let i = 1; i <= 4; i++) {
      await register(`pupil${i}@not-a-school.test`, `pupil_${i}`, `10.0.0.${i}`).expect(403);
    }
    const over = await register('pupil5@demo-school.test', 'pupil_5', '10.0.0.99');
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBe('3600');
    expect(over.body).toEqual({ error: registerLockedMessage(3600) });
    t.clock.advance(3_600_000);
    await register('pupil5@demo-school.test', 'pupil_5').expect(201);
  });

  it('should let a year group sign up behind one school address: accounts made use none of it', async () => {
    t.clock.set('2026-03-07T08:00:00.000Z');
    for (let i = 1; i <= 9; i++) {
      await register(`year9_${i}@demo-school.test`, `year9_${i}`).expect(201);
    }
    // A taken username and a stranger's address are refused, and each uses one of the 4.
    await register('year9_10@demo-school.test', 'year9_1').expect(409);
    for (let i = 1; i <= 3; i++) {
      await register(`outsider${i}@not-a-school.test`, `outsider_${i}`).expect(403);
    }
    const over = await register('year9_11@demo-school.test', 'year9_11');
    expect([over.status, over.body]).toEqual([429, { error: registerLockedMessage(3600) }]);
  });
});

describe('per-IP request throttle on auth routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { AUTH_THROTTLE_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('should answer 429 with Retry-After once an IP goes over the limit', async () => {
    for (let i = 0; i < 3; i++) await t.http().get('/api/users/ip').expect(200);
    const res = await t.http().get('/api/users/ip').expect(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.body).toEqual({ error: expect.any(String) });
  });
});
