import { ChildProcess, spawn } from 'node:child_process';
import Redis from 'ioredis';
import { freePort, until } from '../support/processes';
import { createUser, PASSWORD } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

jest.setTimeout(120_000);

const METRICS_TOKEN = 'metrics-token-for-tests-0123';

/** A Redis server of this test's own (the shared one on 6379 is never stopped). */
function startRedis(port: number): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
}

async function pong(port: number): Promise<boolean> {
  const client = new Redis({
    port,
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * Redis lost: the auth routes answer at once (no retry storm, no 500), each instance throttles
 * on its own with a warning and a metric, readiness says degraded, and the shared throttle comes
 * back with Redis.
 */
describe('the per-IP throttle when Redis is lost', () => {
  let port: number;
  let redis: ChildProcess;
  let t: TestApp;
  beforeAll(async () => {
    port = await freePort();
    redis = startRedis(port);
    await until(() => pong(port), 'Redis answers');
    t = await createTestApp({
      env: {
        REDIS_URL: `redis://127.0.0.1:${port}`,
        REDIS_KEY_PREFIX: 'deployment-a',
        AUTH_THROTTLE_PER_MINUTE: '6',
        METRICS_TOKEN,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    redis.kill('SIGKILL');
  });

  const metric = async (name: string) => {
    const res = await t
      .http()
      .get('/metrics')
      .set('Authorization', `Bearer ${METRICS_TOKEN}`)
      .expect(200);
    const line = res.text
      .split('\n')
      .find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
    return line ? Number(line.split(' ').pop()) : undefined;
  };

  it('counts in Redis under the deployment prefix, then fails fast and counts alone when Redis dies', async () => {
    const user = await createUser(t);
    const login = (password: string) =>
      t.http().post('/api/users/login').send({ email: user.email, password });
    await login(PASSWORD).expect(200);
    const client = new Redis({ port });
    try {
      const keys = await client.keys('*');
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.every((k) => k.includes('deployment-a:'))).toBe(true);
    } finally {
      client.disconnect();
    }
    expect(await metric('aspire_redis_up')).toBe(1);

    redis.kill('SIGKILL');
    await until(async () => !(await pong(port)), 'Redis is gone');
    // Each answer comes at once: 200, then the instance's own budget of 6 runs out (429).
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const started = Date.now();
      const res = await login(PASSWORD);
      expect(Date.now() - started).toBeLessThan(1000);
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses.slice(6)).toEqual([429, 429]);
    expect(await metric('aspire_throttle_local_fallback_total')).toBeGreaterThanOrEqual(8);
    expect(await metric('aspire_redis_up')).toBe(0);
    const ready = await t.http().get('/api/health/ready').expect(200);
    expect(ready.body.status).toBe('degraded');

    redis = startRedis(port);
    await until(() => pong(port), 'Redis answers again');
    await until(
      async () => (await metric('aspire_redis_up')) === 1 || (await login(PASSWORD), false),
      'the shared throttle is back',
      30_000,
    );
  });
});
