import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TokenService } from '../src/auth/jwt/token.service';
import { FakeRedis } from './support/fake-redis';
import { createTestApp, TestApp } from './support/test-app';

const onMysql = !!process.env.TEST_DATABASE_URL?.startsWith('mysql');

type Ready = { status: string; checks: { name: string; status: string; reason: string | null }[] };
const failed = (body: Ready) =>
  Object.fromEntries(
    body.checks.filter((c) => c.status === 'failed').map((c) => [c.name, c.reason]),
  );

/** Polls readiness until it answers `status` (a reconnect happens in the background); bounded. */
async function readyBecomes(t: TestApp, status: number): Promise<Ready> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const res = await t.http().get('/api/health/ready');
    if (res.status === status) return res.body as Ready;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`readiness never answered ${status}`);
}

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('should answer ok with the kind of database after a real query', async () => {
    const expected = onMysql ? 'mysql' : 'sqlite';
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: expected });
  });

  it('should answer 404 JSON, never HTML, for an unknown API route', async () => {
    const res = await t.http().get('/api/no-such-route').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('should serve the OpenAPI document', async () => {
    const res = await t.http().get('/api/docs/json').expect(200);
    expect(res.body.paths['/api/health']).toBeDefined();
    expect(res.body.paths['/api/health/ready']).toBeDefined();
  });

  it('should answer 503 when the database cannot be reached', async () => {
    await t.dataSource.destroy();
    const res = await t.http().get('/api/health').expect(503);
    expect(res.body.status).toBe('unavailable');
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  const redis = new FakeRedis();
  let dir: string;
  let t: TestApp;

  beforeAll(async () => {
    await redis.start();
    dir = mkdtempSync(join(tmpdir(), 'aspire-health-'));
    // A file database on SQLite, so closing and reopening it keeps the schema.
    const database: Record<string, string> = onMysql
      ? {}
      : { DATABASE_URL: `sqlite:${join(dir, 'health.sqlite')}` };
    t = await createTestApp({ seed: false, env: { ...database, REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await t.close();
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('should answer live and ready with every check passing', async () => {
    await t.http().get('/api/health/live').expect(200, { status: 'ok' });
    const body = await readyBecomes(t, 200);
    expect(body).toEqual({
      status: 'ok',
      checks: [
        { name: 'database', status: 'ok', reason: null },
        { name: 'migrations', status: 'ok', reason: null },
        { name: 'redis', status: 'ok', reason: null },
        { name: 'replica', status: 'skipped', reason: null },
        { name: 'auth', status: 'ok', reason: null },
        { name: 'shutdown', status: 'ok', reason: null },
      ],
    });
  });

  it('should turn 503 naming the database while it is closed, and recover', async () => {
    await t.dataSource.destroy();
    const body = await readyBecomes(t, 503);
    expect(body.status).toBe('unavailable');
    expect(failed(body)).toMatchObject({ database: 'the database did not answer' });
    await t.http().get('/api/health/live').expect(200);
    await t.dataSource.initialize();
    await readyBecomes(t, 200);
  });

  it('should say degraded (200) naming Redis while it is away: the instance throttles alone', async () => {
    await redis.stop();
    let body: Ready | undefined;
    for (let attempt = 0; attempt < 100 && body?.status !== 'degraded'; attempt++) {
      body = (await t.http().get('/api/health/ready').expect(200)).body as Ready;
      if (body.status !== 'degraded') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(body!.status).toBe('degraded');
    expect(body!.checks.find((c) => c.name === 'redis')).toEqual({
      name: 'redis',
      status: 'degraded',
      reason: 'Redis did not answer: this instance throttles on its own',
    });
    expect(failed(body!)).toEqual({});
    await redis.start();
    for (let attempt = 0; attempt < 100 && body?.status !== 'ok'; attempt++) {
      body = (await t.http().get('/api/health/ready').expect(200)).body as Ready;
      if (body.status !== 'ok') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(body!.status).toBe('ok');
  });

  it('should turn 503 naming migrations while one is not applied, and recover', async () => {
    const table = t.dataSource.options.migrationsTableName ?? 'migrations';
    const rows = (await t.dataSource.query(`SELECT * FROM ${table} ORDER BY id DESC`)) as {
      id: number;
      timestamp: number | string;
      name: string;
    }[];
    const last = rows[0]!;
    await t.dataSource.query(`DELETE FROM ${table} WHERE id = ?`, [last.id]);
    const body = await readyBecomes(t, 503);
    expect(failed(body)).toEqual({ migrations: 'database migrations are not all applied' });
    await t.dataSource.query(`INSERT INTO ${table} (id, timestamp, name) VALUES (?, ?, ?)`, [
      last.id,
      last.timestamp,
      last.name,
    ]);
    await readyBecomes(t, 200);
  });

  it('should turn 503 naming auth while tokens it signs do not verify, and recover', async () => {
    const tokens = t.app.get(TokenService);
    const verify = jest.spyOn(tokens, 'verify').mockReturnValue(null);
    try {
      const body = await readyBecomes(t, 503);
      expect(failed(body)).toEqual({
        auth: 'could not verify a token the server signed itself',
      });
    } finally {
      verify.mockRestore();
    }
    await readyBecomes(t, 200);
  });
});
