import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get, IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { pageConfigToken } from '@aspire/domain';
import { PORTAL_ROUTE_PAGES } from '../src/app.factory';
import { createTestApp, TestApp } from './support/test-app';

const BIG_JS = `console.log(${JSON.stringify('aspire '.repeat(500))});`;

/** Two tiny built front ends on disk, served the way `npm start` serves the real ones. */
function frontEnd(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `aspire-${name}-`));
  mkdirSync(join(dir, 'assets'));
  // The build names the product by its token in every page's head (portal/build/product-name.ts).
  writeFileSync(
    join(dir, 'index.html'),
    `<html><head><title>${name}</title><meta name="description" content="${pageConfigToken('productName')}: ${name}"></head></html>`,
  );
  writeFileSync(join(dir, 'assets', 'app-123.js'), 'console.log(1)');
  // What the build writes beside a large enough file (vite-plugin-compression2).
  writeFileSync(join(dir, 'assets', 'big-456.js'), BIG_JS);
  writeFileSync(join(dir, 'assets', 'big-456.js.br'), brotliCompressSync(BIG_JS));
  writeFileSync(join(dir, 'assets', 'big-456.js.gz'), gzipSync(BIG_JS));
  return dir;
}

/**
 * The portal's build also writes its sign-in screen drawn at build time, its names
 * and links as tokens for the server to fill.
 */
function portalFrontEnd() {
  const dir = frontEnd('portal');
  const signIn =
    `<html><head><title>portal sign-in</title></head><body>${'<p>x</p>'.repeat(200)}` +
    `<a href="mailto:${pageConfigToken('supportEmail')}" aria-label="${pageConfigToken('productName')} logo">` +
    `<p>${pageConfigToken('productName')}</p></a></body></html>`;
  writeFileSync(join(dir, 'sign-in.html'), signIn);
  // And the page of /dashboard, index.html with the dashboard's chunks preloaded.
  writeFileSync(
    join(dir, 'dashboard.html'),
    '<html><head><title>portal dashboard</title></head></html>',
  );
  return dir;
}

/**
 * A product name that would end a script element written as it is, and a replacement pattern
 * (the configuration written into the pages).
 */
const PRODUCT_NAME = 'Aspire $& </script><script>alert(1)</script>';

/** As a server render writes text into HTML (the product name has no quotes). */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('serving the portal and the back-office', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: { PRODUCT_NAME },
      frontEnds: [
        { prefix: '/admin/', dir: frontEnd('backoffice') },
        {
          prefix: '/',
          dir: portalFrontEnd(),
          routePages: { ...PORTAL_ROUTE_PAGES, '/never-built': 'missing.html' },
        },
      ],
    });
  });
  afterAll(() => t.close());

  it.each([
    // `/` and /login alone get the drawn sign-in screen; no other route may flash it.
    ['/', 'portal sign-in'],
    ['/?next=1', 'portal sign-in'],
    ['/login', 'portal sign-in'],
    ['/login/x', 'portal'],
    // A page asked for by its file name is a route like any other, written with the configuration.
    ['/sign-in.html', 'portal'],
    ['/index.html', 'portal'],
    ['/dashboard.html', 'portal'],
    ['/admin/index.html', 'backoffice'],
    // `/dashboard` alone gets its page; a route page the build did not write leaves index.html.
    ['/dashboard', 'portal dashboard'],
    ['/dashboard?tab=1', 'portal dashboard'],
    ['/dashboard/x', 'portal'],
    ['/dashboard_enrich', 'portal'],
    ['/never-built', 'portal'],
    ['/admin/', 'backoffice'],
    ['/admin/some/deep/route', 'backoffice'],
  ])('should answer %s with the %s page, uncached', async (path, name) => {
    const res = await t.http().get(path).expect(200);
    expect(res.text).toContain(`<title>${name}</title>`);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  // The portal draws its names and links without asking GET /api/config first.
  it.each([['/'], ['/dashboard'], ['/login'], ['/settings'], ['/admin/'], ['/admin/users']])(
    'should write the public configuration into the page at %s, as GET /api/config answers it, in an element no value can close',
    async (path) => {
      const config = (await t.http().get('/api/config').expect(200)).body as {
        productName: string;
      };
      expect(config.productName).toBe(PRODUCT_NAME);
      const page = (await t.http().get(path).expect(200)).text;
      const block =
        /<script type="application\/json" id="aspire-config">(.*?)<\/script><\/head>/s.exec(page);
      expect(block).not.toBeNull();
      expect(block?.[1]).not.toContain('<');
      expect(JSON.parse(block?.[1] ?? '')).toEqual(config);
      expect(page.match(/<script/g)).toHaveLength(1);
    },
  );

  it.each([
    ['/settings', 'portal'],
    ['/admin/users', 'backoffice'],
  ])(
    'should name the configured product in the head of the page at %s, escaped',
    async (path, name) => {
      const page = (await t.http().get(path).expect(200)).text;
      expect(page).toContain(`content="${escaped(PRODUCT_NAME)}: ${name}"`);
      expect(page).not.toContain('{{aspire:');
    },
  );

  // The sign-in screen drawn at build time says what the app says once it runs.
  it.each([['/'], ['/login']])(
    'should write the configured names and links over the drawn page at %s, escaped',
    async (path) => {
      const config = (await t.http().get('/api/config').expect(200)).body as {
        supportEmail: string;
      };
      const page = (await t.http().get(path).expect(200)).text;
      const drawn = page.slice(page.indexOf('<body>'));
      const name = escaped(PRODUCT_NAME);
      expect(drawn).toContain(`<p>${name}</p>`);
      expect(drawn).toContain(`aria-label="${name} logo"`);
      expect(drawn).toContain(`href="mailto:${config.supportEmail}"`);
      expect(page).not.toContain('{{aspire:');
      expect(page.match(/<script/g)).toHaveLength(1);
    },
  );

  it('should cache hashed assets for a year', async () => {
    const res = await t.http().get('/assets/app-123.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  describe('pre-compressed assets', () => {
    /** A plain request (supertest would add its own Accept-Encoding and unzip the body). */
    const raw = async (path: string, encoding?: string) => {
      const url = new URL(path, await t.app.getUrl());
      return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
        (resolve, reject) => {
          const headers = encoding === undefined ? {} : { 'Accept-Encoding': encoding };
          get(url, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          }).on('error', reject);
        },
      );
    };

    it('should send the sign-in page at / as brotli to a browser that accepts it', async () => {
      const res = await raw('/', 'gzip, deflate, br');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.body).toString()).toContain('<title>portal sign-in</title>');
    });

    it.each([['/assets/big-456.js'], ['/admin/assets/big-456.js']])(
      'should send %s as brotli to a browser that accepts it',
      async (path) => {
        const res = await raw(path, 'gzip, deflate, br');
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers['content-type']).toMatch(/javascript/);
        expect(res.headers['vary']).toMatch(/accept-encoding/i);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(brotliDecompressSync(res.body).toString()).toBe(BIG_JS);
      },
    );

    it('should send gzip to a client that accepts only gzip', async () => {
      const res = await raw('/assets/big-456.js', 'gzip');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body).toString()).toBe(BIG_JS);
    });

    it.each([
      ['Accept-Encoding: identity', 'identity'],
      ['no Accept-Encoding', undefined],
    ])('should send the file as it is with %s', async (_label, encoding) => {
      const res = await raw('/assets/big-456.js', encoding);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(BIG_JS);
    });

    it.each([
      ['/dashboard', 'br', (b: Buffer) => brotliDecompressSync(b), 'portal dashboard'],
      ['/dashboard', 'gzip', (b: Buffer) => gunzipSync(b), 'portal dashboard'],
      ['/settings', 'gzip, deflate, br', (b: Buffer) => brotliDecompressSync(b), 'portal'],
      ['/admin/users', 'gzip', (b: Buffer) => gunzipSync(b), 'backoffice'],
    ])(
      'should send the page at %s compressed (%s) to a browser that accepts it',
      async (path, accepted, decode, name) => {
        const res = await raw(path, accepted);
        expect(res.status).toBe(200);
        expect(accepted).toContain(res.headers['content-encoding']);
        expect(res.headers['vary']).toMatch(/accept-encoding/i);
        expect(decode(res.body).toString()).toContain(`<title>${name}</title>`);
      },
    );

    // A client that asks for no encoding (curl, a link preview, a probe) gets every page too.
    it.each([
      ['/dashboard', 'identity', 'portal dashboard'],
      ['/dashboard', undefined, 'portal dashboard'],
      ['/', 'identity', 'portal sign-in'],
      ['/', undefined, 'portal sign-in'],
      ['/login', undefined, 'portal sign-in'],
      ['/settings', undefined, 'portal'],
      ['/admin/', 'identity', 'backoffice'],
      ['/admin/', undefined, 'backoffice'],
      ['/assets/', undefined, 'portal'],
    ])(
      'should send the page at %s as it is with Accept-Encoding %s',
      async (path, encoding, name) => {
        const res = await raw(path, encoding);
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.body.toString()).toContain(`<title>${name}</title>`);
      },
    );

    it('should send a file the build left uncompressed as it is', async () => {
      const res = await raw('/assets/app-123.js', 'br, gzip');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe('console.log(1)');
    });
  });

  it('should redirect /admin to /admin/', async () => {
    await t.http().get('/admin').expect(301).expect('Location', '/admin/');
  });

  it('should never answer an unknown API path with a page', async () => {
    const res = await t.http().get('/api/missing/thing').expect(404);
    expect(res.body).toEqual({ error: expect.any(String) });
  });
});
