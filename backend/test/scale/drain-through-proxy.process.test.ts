import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CheckingProxy } from '../support/checking-proxy';
import { createServerDatabase } from '../support/instances';
import { freePort, getStatus, Instance, startInstance, until } from '../support/processes';
import { TestDatabase } from '../support/test-database';
import { TEST_PASSWORDS } from '../support/test-app';

const METRICS_TOKEN = 'metrics-token-for-tests-0123';
const CHECK_EVERY_MS = 500;

/** One GET through the proxy on a kept-alive connection: its status (-1: the request failed). */
const get = (port: number, path: string, agent: Agent) =>
  new Promise<number>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(-1));
    req.end();
  });

const metrics = (port: number) =>
  new Promise<string>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        agent: false,
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(text));
      },
    );
    req.on('error', reject);
    req.end();
  });

/**
 * SIGTERM to one of two instances while requests flow through a proxy that checks readiness:
 * the instance reports not ready, serves on while the proxy notices (SHUTDOWN_DRAIN_MS), then
 * finishes what it took and exits 0. No request fails; each 503 it sent (its readiness answers
 * to the proxy) is in its log and its metrics (docs/decisions/0084-proxy-and-drain.md).
 */
describe('a drain under load, through a proxy', () => {
  let database: TestDatabase;
  const instances: Instance[] = [];
  let proxy: CheckingProxy | undefined;
  let flowing = true;
  const dir = mkdtempSync(join(tmpdir(), 'aspire-drain-'));
  beforeAll(async () => {
    database = await createServerDatabase();
  });
  afterAll(async () => {
    flowing = false;
    await proxy?.stop();
    for (const { child } of instances) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(instances.map((i) => i.exited));
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('SIGTERM to one instance under a steady stream: 0 failed requests, its 503s logged and counted', async () => {
    const ports = [await freePort(), await freePort()];
    for (const port of ports) {
      instances.push(
        startInstance({
          PORT: String(port),
          DATABASE_URL: database.url,
          DATA_DIR: dir,
          SHUTDOWN_DRAIN_MS: String(6 * CHECK_EVERY_MS),
          METRICS_TOKEN,
          LOG_FORMAT: 'json',
          ...TEST_PASSWORDS,
        }),
      );
    }
    for (const port of ports) {
      await until(
        async () => (await getStatus(port, '/api/health/ready').catch(() => 0)) === 200,
        `the instance on ${port} is ready`,
        170_000,
      );
    }
    proxy = new CheckingProxy(ports, CHECK_EVERY_MS);
    await proxy.start();

    // Eight clients, each sending its next request when the last is answered.
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const statuses: number[] = [];
    const clients = Array.from({ length: 8 }, async () => {
      while (flowing) statuses.push(await get(proxy!.port, '/api/health', agent));
    });
    await until(async () => statuses.length >= 200, 'the stream flows');

    const [leaving] = instances;
    leaving.child.kill('SIGTERM');
    // Draining: its readiness answers 503, and each 503 is counted by route and status.
    await until(
      async () => (await getStatus(ports[0], '/api/health/ready').catch(() => 0)) === 503,
      'the leaving instance reports not ready',
    );
    const counted = await metrics(ports[0]);
    expect(counted).toMatch(
      /aspire_http_requests_total\{method="GET",route="\/api\/health\/ready",status="503"\} [1-9]/,
    );
    const code = await leaving.exited;
    const sentBefore = statuses.length;
    // The stream goes on to the other instance.
    await until(async () => statuses.length >= sentBefore + 200, 'the stream flows on');
    flowing = false;
    await Promise.all(clients);
    agent.destroy();

    expect(code).toBe(0);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(statuses.length).toBeGreaterThanOrEqual(400);

    // Its readiness 503s (to the proxy and to this test): each one a log line.
    const refused = leaving
      .output()
      .split('\n')
      .filter((line) => line.includes('"status":503'));
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const line of refused) {
      expect(JSON.parse(line)).toMatchObject({
        level: 'warn',
        route: '/api/health/ready',
        msg: 'request refused: unavailable',
      });
    }
  }, 400_000);
});
