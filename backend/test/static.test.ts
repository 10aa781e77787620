import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TestApp } from './support/test-app';

/** Two tiny built front ends on disk, served the way `npm start` serves the real ones. */
function frontEnd(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `aspire-${name}-`));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<html><title>${name}</title></html>`);
  writeFileSync(join(dir, 'assets', 'app-123.js'), 'console.log(1)');
  return dir;
}

describe('serving the portal and the back-office', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      frontEnds: [
        { prefix: '/admin/', dir: frontEnd('backoffice') },
        { prefix: '/', dir: frontEnd('portal') },
      ],
    });
  });
  afterAll(() => t.close());

  it.each([
    ['/', 'portal'],
    ['/login', 'portal'],
    ['/dashboard?tab=1', 'portal'],
    ['/admin/', 'backoffice'],
    ['/admin/some/deep/route', 'backoffice'],
  ])('should answer %s with the %s page, uncached', async (path, name) => {
    const res = await t.http().get(path).expect(200);
    expect(res.text).toContain(`<title>${name}</title>`);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('should cache hashed assets for a year', async () => {
    const res = await t.http().get('/assets/app-123.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('should redirect /admin to /admin/', async () => {
    await t.http().get('/admin').expect(301).expect('Location', '/admin/');
  });

  it('should never answer an unknown API path with a page', async () => {
    const res = await t.http().get('/api/missing/thing').expect(404);
    expect(res.body).toEqual({ error: expect.any(String) });
  });
});
