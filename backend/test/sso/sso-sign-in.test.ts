import {
  notWhitelistedMessage,
  SSO_ACCOUNT_UNVERIFIED,
  SSO_LANDING,
  ssoCancelled,
  ssoUnverifiedEmail,
  ssoWrongAccount,
  MICROSOFT_CONSUMER_TENANT,
} from '@aspire/domain';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { NOT_STAFF } from '../../src/auth/login.service';
import { SsoIdentity } from '../../src/sso/entities/sso-identity.entity';
import { User } from '../../src/users/entities/user.entity';
import { asBearer } from '../support/as-bearer';
import { findEverywhere } from '../support/erasure';
import { createUser, tokenFor } from '../support/factories';
import { SsoBrowser } from '../support/oidc/sso-browser';
import {
  GOOGLE_SCHOOL,
  googleClaims,
  MICROSOFT_SCHOOL,
  microsoftClaims,
  ssoWorld,
  SsoWorld,
  subject,
} from '../support/oidc/sso-world';

let w: SsoWorld;
beforeAll(async () => {
  w = await ssoWorld();
}, 180_000);
afterAll(() => w.close());

const browser = () => new SsoBrowser(w.t);

/** A provider account with these claims, and a browser that signs in with it. */
async function account(claims: Record<string, unknown>) {
  const id = subject('acct');
  await w.provider.addAccount(id, claims);
  return { id, email: String(claims.email), b: browser() };
}

describe('School sign-in: a student on Google Workspace', () => {
  it('should ask only openid email profile, with PKCE S256, state and nonce', async () => {
    const res = await browser().start(`a@${GOOGLE_SCHOOL.domain}`, 'google');
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    expect(url.origin + url.pathname).toMatch(new RegExp(`^${w.provider.google}/`));
    const q = url.searchParams;
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('response_type')).toBe('code');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(q.get('redirect_uri')).toBe('http://portal.test/api/sso/callback');
    expect(q.get('hd')).toBe(GOOGLE_SCHOOL.domain);
    expect(res.headers['set-cookie'][0]).toMatch(
      /^aspire_sso=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/api\/sso; HttpOnly; SameSite=Lax$/,
    );
  });

  it('should create the account on the first sign-in after asking username and age once, then sign in by the link', async () => {
    const { id, email, b } = await account(googleClaims(subject('ana')));
    expect(await b.signIn(email, 'google', id)).toBe(SSO_LANDING.portal);
    const step = await b.finish();
    expect(step.status).toBe(200);
    expect(step.body).toEqual({ status: 'register', email });

    const tooYoung = await b.register({ username: `ana_${Date.now()}`, age: 12 });
    expect(tooYoung.status).toBe(400);
    expect(tooYoung.body).toEqual({ error: 'You must be at least 13 years old to register.' });

    const username = `ana_${Date.now()}`;
    const made = await b.register({ username, age: 14 });
    expect(made.status).toBe(200);
    expect(made.body).toEqual({
      status: 'signed-in',
      token: expect.any(String),
      user_id: expect.any(String),
    });
    const me = await asBearer(w.t, made.body.token).get('/api/users/verify-token');
    expect(me.body).toEqual({ valid: true, userId: made.body.user_id, role: 'user' });

    const user = await w.t.dataSource
      .getRepository(User)
      .findOneByOrFail({ id: made.body.user_id });
    expect(user).toMatchObject({
      email,
      username,
      age: 14,
      role: 'user',
      schoolId: w.schools.google,
    });
    expect(user.emailVerifiedAt).not.toBeNull();
    const links = await w.t.dataSource.getRepository(SsoIdentity).findBy({ userId: user.id });
    expect(links).toEqual([
      expect.objectContaining({
        provider: 'google',
        issuer: w.provider.google,
        subject: id,
        email,
      }),
    ]);
    // Nothing else from the token is kept: not the name the provider sent.
    expect(await findEverywhere(w.t.dataSource, ['Ana Pupil'])).toEqual([]);

    // The second sign-in goes straight in, by the link, without asking again.
    const again = browser();
    await again.signIn(email, 'google', id);
    const second = await again.finish();
    expect(second.body).toEqual({
      status: 'signed-in',
      token: expect.any(String),
      user_id: user.id,
    });
  });

  it('should refuse a Google account of another Workspace domain, whatever its address', async () => {
    const { id, email, b } = await account(googleClaims(subject('x'), { hd: 'other-school.test' }));
    await b.signIn(email, 'google', id);
    const res = await b.finish();
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: ssoWrongAccount('google') });
  });

  it('should refuse a consumer Google account (no hd) with a school address', async () => {
    const claims = googleClaims(subject('x'));
    delete (claims as Record<string, unknown>).hd;
    const { id, email, b } = await account(claims);
    await b.signIn(email, 'google', id);
    expect((await b.finish()).body).toEqual({ error: ssoWrongAccount('google') });
  });

  it('should refuse an unverified e-mail', async () => {
    const { id, email, b } = await account(googleClaims(subject('x'), { email_verified: false }));
    await b.signIn(email, 'google', id);
    expect((await b.finish()).body).toEqual({ error: ssoUnverifiedEmail('google') });
  });

  it('should refuse an address of the school that is not on the whitelist', async () => {
    await w.admin.put(`/api/admin/school-sso/${await configId('google')}`, {
      ...(await config('google')),
      allowed_domains: [GOOGLE_SCHOOL.domain, 'staff.gschool.test'],
    });
    const { id, email, b } = await account(
      googleClaims('teacher', { email: `t${Date.now()}@staff.gschool.test` }),
    );
    await b.signIn(email, 'google', id);
    const res = await b.finish();
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: notWhitelistedMessage('support@aspire.test') });
  });

  it('should say so when the student cancels at the provider', async () => {
    const { id, email, b } = await account(googleClaims(subject('x')));
    const started = await b.start(email, 'google');
    const back = await b.signInAt(started.body.url, id, 'abort');
    expect(new URL(back).searchParams.get('error')).toBe('access_denied');
    await b.callback(back);
    expect((await b.finish()).body).toEqual({ error: ssoCancelled('google') });
  });
});

describe('School sign-in: Microsoft Entra ID', () => {
  it('should link a verified password account of the same address and sign it in', async () => {
    const local = subject('ben');
    const user = await createUser(w.t, {
      email: `${local}@${MICROSOFT_SCHOOL.domain}`,
      schoolId: w.schools.microsoft,
    });
    const { id, email, b } = await account(microsoftClaims(local));
    await b.signIn(email, 'microsoft', id);
    const res = await b.finish();
    expect(res.body).toEqual({ status: 'signed-in', token: expect.any(String), user_id: user.id });
    const links = await w.t.dataSource.getRepository(SsoIdentity).findBy({ userId: user.id });
    expect(links.map((l) => [l.provider, l.issuer, l.subject])).toEqual([
      ['microsoft', w.provider.microsoft, id],
    ]);
    // The password still works: SSO is beside it.
    expect(await tokenFor(w.t, user)).toEqual(expect.any(String));
  });

  it('should not link an account whose address Aspire never verified', async () => {
    const local = subject('unv');
    await createUser(w.t, { email: `${local}@${MICROSOFT_SCHOOL.domain}`, emailVerifiedAt: null });
    const { id, email, b } = await account(microsoftClaims(local));
    await b.signIn(email, 'microsoft', id);
    expect((await b.finish()).body).toEqual({ error: SSO_ACCOUNT_UNVERIFIED });
  });

  it('should refuse another tenant, and a personal Microsoft account', async () => {
    for (const tid of ['0a0b0c0d-1111-4222-8333-444455556666', MICROSOFT_CONSUMER_TENANT]) {
      const { id, email, b } = await account(microsoftClaims(subject('x'), { tid }));
      await b.signIn(email, 'microsoft', id);
      expect((await b.finish()).body).toEqual({ error: ssoWrongAccount('microsoft') });
    }
  });

  it('should refuse an address the tenant did not verify (no xms_edov, no email_verified)', async () => {
    const { id, email, b } = await account(microsoftClaims(subject('x'), { xms_edov: false }));
    await b.signIn(email, 'microsoft', id);
    expect((await b.finish()).body).toEqual({ error: ssoUnverifiedEmail('microsoft') });
  });
});

describe('School sign-in: the back-office', () => {
  it('should sign a coordinator in with the same role and school', async () => {
    const local = subject('coord');
    const coordinator = await createUser(w.t, {
      email: `${local}@${GOOGLE_SCHOOL.domain}`,
      role: 'coordinator',
      schoolId: w.schools.google,
    });
    const { id, email, b } = await account(googleClaims(local));
    expect(await b.signIn(email, 'google', id, 'backoffice')).toBe(SSO_LANDING.backoffice);
    const res = await b.finish('backoffice');
    expect(res.body).toEqual({
      status: 'signed-in',
      token: expect.any(String),
      user_id: coordinator.id,
    });
    const list = await asBearer(w.t, res.body.token).get('/api/admin/school-sso');
    expect(list.status).toBe(200);
    expect(list.body.map((c: { school_id: number }) => c.school_id)).toEqual([w.schools.google]);
    const signIns = await w.t.dataSource
      .getRepository(AuditLog)
      .findBy({ action: 'staff_login', actorId: coordinator.id });
    expect(signIns.map((r) => [r.schoolId, r.after, Boolean(r.ip)])).toEqual([
      [w.schools.google, { method: 'sso', role: 'coordinator' }, true],
    ]);
  });

  it('should refuse a student, and create no account for an unknown address', async () => {
    const { id, email, b } = await account(googleClaims(subject('stu')));
    await b.signIn(email, 'google', id, 'backoffice');
    expect((await b.finish('backoffice')).body).toEqual({ error: NOT_STAFF });
    expect(await w.t.dataSource.getRepository(User).countBy({ email })).toBe(0);
  });
});

async function configId(provider: 'google' | 'microsoft'): Promise<number> {
  const list = await w.admin.get('/api/admin/school-sso');
  return list.body.find((c: { provider: string }) => c.provider === provider).id;
}

async function config(provider: 'google' | 'microsoft') {
  const res = await w.admin.get(`/api/admin/school-sso/${await configId(provider)}`);
  const { id: _id, has_secret: _s, updated_at: _u, school_name: _n, ...body } = res.body;
  return body;
}
