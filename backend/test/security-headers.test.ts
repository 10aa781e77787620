import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { CONTENT_SECURITY_POLICY, HSTS } from '../src/common/security-headers';
import { createTestApp, TestApp } from './support/test-app';

function frontEnd(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `aspire-${name}-`));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<html><title>${name}</title></html>`);
  writeFileSync(join(dir, 'assets', 'app-123.js'), 'console.log(1)');
  return dir;
}

const frontEnds = () => [
  { prefix: '/admin/', dir: frontEnd('backoffice') },
  { prefix: '/', dir: frontEnd('portal') },
];

/** The CSP header as directive → sources. */
const csp = (res: Response): Record<string, string[]> =>
  Object.fromEntries(
    String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

// The headers on /, /admin/ and /api (the browser side is
// e2e/tests/csp.spec.ts, which loads both front ends under this policy).
describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, frontEnds: frontEnds() });
  });
  afterAll(() => t.close());

  it.each([
    ['the portal', '/', 200],
    ['a portal route', '/dashboard', 200],
    ['the back-office', '/admin/', 200],
    ['a back-office asset', '/assets/app-123.js', 200],
    ['the API', '/api/health', 200],
    ['an API refusal', '/api/users/verify-token', 401],
    ['an unknown API path', '/api', 404],
  ])('should protect %s (%s)', async (_what, path, status) => {
    const res = await t.http().get(path).expect(status);
    const policy = csp(res);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    // No script source may weaken 'self'.
    for (const [directive, sources] of Object.entries(policy)) {
      if (directive.startsWith('script-src')) {
        expect(sources).not.toContain("'unsafe-inline'");
        expect(sources).not.toContain("'unsafe-eval'");
      }
    }
    expect(policy).toEqual(CONTENT_SECURITY_POLICY);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  // Same origin only (ASVS 5.0 3.4.2): no Access-Control-* header lets another site's script read
  // an answer or send a credentialed request, and a preflight is not answered with a grant.
  it('should grant no other origin', async () => {
    const evil = 'https://evil.example';
    const preflight = await t
      .http()
      .options('/api/users/login')
      .set('Origin', evil)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization, content-type');
    const read = await t.http().get('/api/health').set('Origin', evil).expect(200);
    for (const res of [preflight, read]) {
      const granted = Object.keys(res.headers).filter((h) => h.startsWith('access-control-'));
      expect(granted).toEqual([]);
    }
    expect(preflight.status).toBe(404);
  });

  it('should not believe X-Forwarded-Proto from an untrusted client', async () => {
    const res = await t.http().get('/').set('X-Forwarded-Proto', 'https').expect(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  describe('behind a TLS-terminating proxy (TRUST_PROXY=1)', () => {
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await createTestApp({
        seed: false,
        frontEnds: frontEnds(),
        env: { TRUST_PROXY: '1' },
      });
    });
    afterAll(() => proxied.close());

    it.each(['/', '/admin/', '/api/health'])('should send HSTS on %s over https', async (path) => {
      const res = await proxied.http().get(path).set('X-Forwarded-Proto', 'https').expect(200);
      expect(res.headers['strict-transport-security']).toBe(HSTS);
    });

    it('should not send HSTS when the proxy says the request was plain http', async () => {
      const res = await proxied.http().get('/').set('X-Forwarded-Proto', 'http').expect(200);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  });
});
