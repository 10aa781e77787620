import { SSO_EXPIRED, SSO_LANDING, ssoFailed, ssoProviderDown } from '@aspire/domain';
import { SsoAttempt } from '../../src/sso/entities/sso-attempt.entity';
import { User } from '../../src/users/entities/user.entity';
import { SsoBrowser } from '../support/oidc/sso-browser';
import { googleClaims, ssoWorld, SsoWorld, subject } from '../support/oidc/sso-world';

let w: SsoWorld;
/** Every log line the app writes during these tests, request lines included. */
const logs: string[] = [];
beforeAll(async () => {
  w = await ssoWorld(
    {},
    {
      logger: ['log', 'warn', 'error'],
      logStream: { write: (line: string) => void logs.push(line) },
    },
  );
}, 180_000);
afterAll(() => w.close());

async function pupil(overrides: Record<string, unknown> = {}) {
  const id = subject('p');
  const claims = googleClaims(id, overrides);
  await w.provider.addAccount(id, claims);
  return { id, email: String(claims.email), b: new SsoBrowser(w.t) };
}

/** A pupil who already has an account, linked by a first sign-in. */
async function registered() {
  const p = await pupil();
  await p.b.signIn(p.email, 'google', p.id);
  await p.b.finish();
  const made = await p.b.register({
    username: `u_${p.id.replace(/-/g, '_')}`.slice(0, 50),
    age: 15,
  });
  expect(made.status).toBe(200);
  return p;
}

describe('School sign-in: the protocol checks', () => {
  it('should refuse an ID token whose nonce is not the one Aspire sent', async () => {
    const { id, email, b } = await pupil();
    const started = await b.start(email, 'google');
    const url = new URL(started.body.url);
    url.searchParams.set('nonce', 'a-nonce-the-attacker-chose-0123456789');
    await b.callback(await b.signInAt(url.href, id));
    const res = await b.finish();
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: ssoFailed('google') });
  });

  it('should refuse a tampered ID token (its signature no longer matches)', async () => {
    const { id, email, b } = await pupil();
    await w.provider.behave({ tamperIdToken: true });
    try {
      await b.signIn(email, 'google', id);
    } finally {
      await w.provider.behave({ tamperIdToken: false });
    }
    expect((await b.finish()).body).toEqual({ error: ssoFailed('google') });
  });

  it('should refuse an expired authorization code', async () => {
    const { id, email, b } = await pupil();
    await w.provider.behave({ codeTtlSeconds: 1 });
    let back: string;
    try {
      const started = await b.start(email, 'google');
      back = await b.signInAt(started.body.url, id);
    } finally {
      await w.provider.behave({ codeTtlSeconds: 60 });
    }
    // The code's lifetime is whole seconds: two seconds on, it is past it however busy we are.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await b.callback(back);
    expect((await b.finish()).body).toEqual({ error: ssoFailed('google') });
  });

  it('should take a state once: a replayed callback finds nothing, fifty at once take it once', async () => {
    const p = await registered();
    const started = await p.b.start(p.email, 'google');
    const back = await p.b.signInAt(started.body.url, p.id);
    const landings = await Promise.all(Array.from({ length: 50 }, () => p.b.callback(back)));
    expect(landings.every((l) => l === SSO_LANDING.portal)).toBe(true);
    const finishes = await Promise.all(Array.from({ length: 50 }, () => p.b.finish()));
    const signedIn = finishes.filter((r) => r.status === 200);
    expect(signedIn).toHaveLength(1);
    expect(signedIn[0].body).toMatchObject({ status: 'signed-in' });
    expect(finishes.filter((r) => r.status === 400).map((r) => r.body)).toEqual(
      Array.from({ length: 49 }, () => ({ error: SSO_EXPIRED })),
    );
    // Later, the same callback again: the state is spent.
    await p.b.callback(back);
    expect((await p.b.finish()).body).toEqual({ error: SSO_EXPIRED });
  });

  it('should refuse a callback after the attempt expired', async () => {
    const p = await registered();
    const started = await p.b.start(p.email, 'google');
    const back = await p.b.signInAt(started.body.url, p.id);
    w.t.clock.advance(11 * 60_000);
    try {
      await p.b.callback(back);
      expect((await p.b.finish()).body).toEqual({ error: SSO_EXPIRED });
    } finally {
      w.t.clock.advance(-11 * 60_000);
    }
  });

  it("should refuse a callback arriving in another browser (someone else's link)", async () => {
    const p = await registered();
    const started = await p.b.start(p.email, 'google');
    const back = await p.b.signInAt(started.body.url, p.id);
    const victim = new SsoBrowser(w.t);
    await victim.start(p.email, 'google');
    await victim.callback(back);
    expect((await victim.finish()).body).toEqual({ error: SSO_EXPIRED });
    expect((await p.b.finish()).body).toEqual({ error: SSO_EXPIRED });
  });

  it('should create one account when the registration step is sent fifty times at once', async () => {
    const p = await pupil();
    await p.b.signIn(p.email, 'google', p.id);
    const username = `fifty_${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => p.b.register({ username, age: 16 })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      answers.filter((r) => r.status !== 200).every((r) => r.status === 400 || r.status === 409),
    ).toBe(true);
    expect(await w.t.dataSource.getRepository(User).countBy({ email: p.email })).toBe(1);
  });

  it('should keep codes, states, tokens and addresses out of its URLs, rows and logs', async () => {
    const p = await registered();
    const started = await p.b.start(p.email, 'google');
    const back = await p.b.signInAt(started.body.url, p.id);
    const landing = await p.b.callback(back);
    expect(landing).toBe('/sso');
    const signedIn = await p.b.finish();
    const code = new URL(back).searchParams.get('code')!;
    const state = new URL(back).searchParams.get('state')!;
    const stored = JSON.stringify(await w.t.dataSource.getRepository(SsoAttempt).find());
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(state);
    const written = logs.join('');
    expect(written).toContain('/api/sso/callback'); // the request lines are there…
    for (const secret of [code, state, signedIn.body.token, p.email, 'eyJ']) {
      expect(written).not.toContain(secret); // …without what they carried
    }
  });
});

describe('School sign-in: a provider that does not answer', () => {
  let down: SsoWorld;
  beforeAll(async () => {
    down = await ssoWorld();
  }, 180_000);
  afterAll(() => down.close());

  it('should say the provider is not answering, at the start and after the student came back', async () => {
    const id = subject('d');
    const claims = googleClaims(id);
    await down.provider.addAccount(id, claims);
    const b = new SsoBrowser(down.t);
    const started = await b.start(claims.email, 'google');
    const back = await b.signInAt(started.body.url, id);
    await down.provider.stop();

    await b.callback(back);
    expect((await b.finish()).body).toEqual({ error: ssoProviderDown('google') });

    // Discovery is not cached for a school not yet used: the start itself fails plainly.
    const res = await new SsoBrowser(down.t).start(`x@mschool.test`, 'microsoft');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: ssoProviderDown('microsoft') });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
