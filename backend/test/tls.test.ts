import { connect } from 'node:http2';
import { get } from 'node:https';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from '../src/config/env';
import { localCertificate } from './support/certificate';
import { createTestApp, TestApp } from './support/test-app';

function portal() {
  const dir = mkdtempSync(join(tmpdir(), 'aspire-portal-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<html><head><title>Portal</title></head></html>');
  return dir;
}

type Answer = { status: number; headers: Record<string, unknown>; protocol?: string };

/** One GET over HTTP/2, trusting only `ca`. */
function getHttp2(origin: string, path: string, ca: string, headers = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { ca });
    session.on('error', reject);
    const req = session.request({ ':path': path, ...headers });
    req.on('response', (h) => {
      req.resume();
      req.on('end', () => {
        resolve({ status: Number(h[':status']), headers: h, protocol: session.alpnProtocol });
        session.close();
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** One GET over HTTP/1.1 on TLS, trusting only `ca`. */
function getHttp1(port: number, path: string, ca: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // Node's https client offers no ALPN: the server falls back to HTTP/1.1.
    get({ host: '127.0.0.1', port, path, ca }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, protocol: 'http/1.1' }),
      );
    }).on('error', reject);
  });
}

// Served with a certificate, the portal's page and its files share one HTTP/2
// connection; HTTP/1.1 clients are still answered.
describe('HTTPS and HTTP/2 (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  let t: TestApp;
  let tls: Awaited<ReturnType<typeof localCertificate>>;
  let origin = '';
  let port = 0;

  beforeAll(async () => {
    tls = await localCertificate();
    t = await createTestApp({
      seed: false,
      env: { TLS_CERT_FILE: tls.cert, TLS_KEY_FILE: tls.key },
      frontEnds: [{ prefix: '/', dir: portal() }],
    });
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    origin = `https://127.0.0.1:${port}`;
  });
  afterAll(() => t.close());

  it('should answer the API over HTTP/2', async () => {
    const res = await getHttp2(origin, '/api/health', tls.pem);

    expect(res.protocol).toBe('h2');
    expect(res.status).toBe(200);
  });

  it('should serve a page over HTTP/2 compressed, with the security headers', async () => {
    const res = await getHttp2(origin, '/dashboard', tls.pem, { 'accept-encoding': 'br' });

    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('should close while a browser keeps an idle HTTP/2 connection open', async () => {
    const other = await createTestApp({
      seed: false,
      env: { TLS_CERT_FILE: tls.cert, TLS_KEY_FILE: tls.key },
    });
    const address = other.app.getHttpServer().address() as AddressInfo;
    const session = connect(`https://127.0.0.1:${address.port}`, { ca: tls.pem });
    const req = session.request({ ':path': '/api/health' });
    req.resume();
    await new Promise((resolve) => req.on('end', resolve));
    const closedBy = new Promise<boolean>((resolve) => session.on('close', () => resolve(true)));

    await other.close();

    // The server ended the idle session rather than waiting for the client to.
    await expect(closedBy).resolves.toBe(true);
  });

  it('should still answer HTTP/1.1 clients', async () => {
    const res = await getHttp1(port, '/api/health', tls.pem);

    expect(res.status).toBe(200);
  });
});

describe('TLS configuration', () => {
  it('should stay plain HTTP without TLS_CERT_FILE and TLS_KEY_FILE', () => {
    const config = loadConfig({});

    expect(config.tls).toBeUndefined();
    expect(config.appUrl).toBe('http://localhost:3000');
  });

  it('should read both files and default APP_URL to https', async () => {
    const { cert, key } = await localCertificate();

    const config = loadConfig({ TLS_CERT_FILE: cert, TLS_KEY_FILE: key });

    expect(config.tls?.cert).toContain('-----BEGIN CERTIFICATE-----');
    expect(config.tls?.key).toContain('PRIVATE KEY-----');
    expect(config.appUrl).toBe('https://localhost:3000');
  });

  it.each([
    ['TLS_KEY_FILE', (c: { cert: string }) => ({ TLS_CERT_FILE: c.cert })],
    ['TLS_CERT_FILE', (c: { key: string }) => ({ TLS_KEY_FILE: c.key })],
    [
      'TLS_CERT_FILE',
      (c: { dir: string; key: string }) => ({
        TLS_CERT_FILE: join(c.dir, 'missing.pem'),
        TLS_KEY_FILE: c.key,
      }),
    ],
    [
      'TLS_KEY_FILE',
      (c: { dir: string; cert: string }) => {
        const notPem = join(c.dir, 'key.txt');
        writeFileSync(notPem, 'not a key');
        return { TLS_CERT_FILE: c.cert, TLS_KEY_FILE: notPem };
      },
    ],
  ])('should name %s when the pair is incomplete or unreadable', async (variable, env) => {
    const files = await localCertificate();

    expect(() => loadConfig(env(files))).toThrow(ConfigError);
    expect(() => loadConfig(env(files))).toThrow(
      new RegExp(`^Invalid configuration: ${variable} `),
    );
  });
});
