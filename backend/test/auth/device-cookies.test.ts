import { INVALID_CREDENTIALS, loginLockedMessage } from '@aspire/domain';
import { burst, byStatus } from '../limits/burst';
import { createUser, PASSWORD } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const WRONG = 'Wrong!Guess1';

/** The `name=value` of the device cookie a sign-in's answer sets. */
function deviceCookie(res: { headers: Record<string, unknown> }): string {
  const set = ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);
  const cookie = set.find((c) => c.startsWith('aspire_device_'));
  if (!cookie) throw new Error(`no device cookie in ${JSON.stringify(set)}`);
  return cookie.split(';')[0]!;
}

/**
 * Someone who types five wrong passwords for a student's address locks every browser that has
 * never signed in to it (the lockout of docs/product/access.md), but not the student's own
 * laptop, which holds a device cookie from an earlier sign-in (OWASP device cookies).
 */
jest.setTimeout(120_000);

describe('login lockout with device cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_THROTTLE_PER_MINUTE: '100000' } });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, cookie?: string, path = '/api/users/login') => {
    const req = t.http().post(path);
    if (cookie) void req.set('Cookie', cookie);
    return req.send({ email, password });
  };

  /** Five wrong passwords from a browser with no cookie, past each backoff: the address is locked. */
  async function lockFromElsewhere(email: string) {
    for (let i = 0; i < 5; i++) {
      await login(email, WRONG).expect(401);
      t.clock.advance(60_000);
    }
  }

  it('sets an HttpOnly, SameSite=Strict cookie on the API path after a sign-in, holding no e-mail', async () => {
    const user = await createUser(t);
    const res = await login(user.email, PASSWORD).expect(200);
    const set = ([] as string[]).concat(res.headers['set-cookie'] as unknown as string[]);
    const cookie = set.find((c) => c.startsWith('aspire_device_'))!;
    expect(cookie).toMatch(/; Path=\/api\/; /);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Max-Age=\d{7,}/);
    expect(cookie.toLowerCase()).not.toContain(user.email.split('@')[0]!.toLowerCase());
    await login(user.email, WRONG).expect(401);
    expect(res.headers['set-cookie']).toBeDefined();
  });

  it('keeps the per-e-mail lockout for a browser that never signed in', async () => {
    const user = await createUser(t);
    await lockFromElsewhere(user.email);
    const res = await login(user.email, PASSWORD).expect(429);
    expect(res.body).toEqual({ error: loginLockedMessage(Number(res.headers['retry-after'])) });
  });

  it("lets the student's own browser in while the address is locked elsewhere (portal and back-office)", async () => {
    const user = await createUser(t);
    const laptop = deviceCookie(await login(user.email, PASSWORD).expect(200));
    await lockFromElsewhere(user.email);
    await login(user.email, PASSWORD).expect(429);
    await login(user.email, PASSWORD, laptop).expect(200);
    await t
      .http()
      .post('/api/users/login-status')
      .set('Cookie', laptop)
      .send({ email: user.email })
      .expect(200, { waitSeconds: 0 });
    // The unknown browser is still locked: the student's sign-in lifted nothing for it.
    await login(user.email, PASSWORD).expect(429);

    const coordinator = await createUser(t, { role: 'coordinator' });
    const desk = deviceCookie(
      await login(coordinator.email, PASSWORD, undefined, '/api/admin/login').expect(200),
    );
    await lockFromElsewhere(coordinator.email);
    await login(coordinator.email, PASSWORD, undefined, '/api/admin/login').expect(429);
    await login(coordinator.email, PASSWORD, desk, '/api/admin/login').expect(200);
  });

  it("does not exempt a forged cookie, or one from another account's sign-in", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const laptop = deviceCookie(await login(user.email, PASSWORD).expect(200));
    const otherLaptop = deviceCookie(await login(other.email, PASSWORD).expect(200));
    await lockFromElsewhere(user.email);
    const [name, value] = laptop.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    await login(user.email, PASSWORD, forged).expect(429);
    // The other account's cookie, renamed to this account's cookie name.
    await login(user.email, PASSWORD, `${name}=${otherLaptop.split('=')[1]}`).expect(429);
  });

  it('locks the known browser on its own after five wrong passwords from it', async () => {
    const user = await createUser(t);
    const laptop = deviceCookie(await login(user.email, PASSWORD).expect(200));
    for (let i = 0; i < 5; i++) {
      await login(user.email, WRONG, laptop).expect(401, { error: INVALID_CREDENTIALS });
      t.clock.advance(60_000);
    }
    await login(user.email, PASSWORD, laptop).expect(429);
    // The address itself was not locked by them: a browser it never saw still gets in.
    await login(user.email, PASSWORD).expect(200);
  });

  it('checks one of 50 simultaneous guesses from a known browser, and locks it after five', async () => {
    const user = await createUser(t);
    const laptop = deviceCookie(await login(user.email, PASSWORD).expect(200));
    for (let step = 1; step <= 5; step++) {
      const results = await burst(20, () => login(user.email, WRONG, laptop));
      expect(byStatus(results)).toEqual({ 401: 1, 429: 19 });
      t.clock.advance(60_000);
    }
    const results = await burst(20, () => login(user.email, PASSWORD, laptop));
    expect(byStatus(results)).toEqual({ 429: 20 });
  });
});
