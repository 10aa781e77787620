import { createConnection } from 'mysql2/promise';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServerDatabase } from '../support/instances';
import { freePort, getStatus, Instance, startInstance, until } from '../support/processes';
import { TestDatabase } from '../support/test-database';
import { TEST_PASSWORDS } from '../support/test-app';

/** One GET on a fresh connection: its status and parsed JSON body (null when not answered). */
const getJson = (port: number, path: string) =>
  new Promise<{ status: number; body: Record<string, unknown> } | null>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
        } catch {
          resolve({ status: res.statusCode ?? 0, body: { text } });
        }
      });
    });
    req.on('error', () => resolve(null));
    req.end();
  });

const lines = (output: string) => output.split('\n').filter((line) => line.trim());
const messages = (output: string) =>
  lines(output).map((line) => JSON.parse(line) as { level: string; msg?: string });

/**
 * The port is open while the database is awaited and migrated: a liveness probe is answered 200
 * and a readiness probe 503 naming why; every retry is a JSON line when it happens, and so is
 * the give-up (docs/decisions/0089-start-up-in-the-dark.md).
 */
describe('start-up in the dark, as a process', () => {
  const instances: Instance[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'aspire-dark-'));
  afterAll(async () => {
    for (const { child } of instances) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(instances.map((i) => i.exited));
    rmSync(dir, { recursive: true, force: true });
  });

  it('with no database: /live 200, /ready 503 "waiting for the database", each retry and the give-up as JSON lines', async () => {
    const port = await freePort();
    const closed = await freePort(); // nothing listens there
    const instance = startInstance({
      PORT: String(port),
      DATABASE_URL: `mysql://root@127.0.0.1:${closed}/absent`,
      DATABASE_CONNECT_RETRIES: '3',
      DATABASE_CONNECT_RETRY_DELAY_MS: '3000',
      LOG_FORMAT: 'json',
    });
    instances.push(instance);
    await until(async () => (await getJson(port, '/api/health/live'))?.status === 200, '/live');
    const ready = await getJson(port, '/api/health/ready');
    expect(ready).toEqual({
      status: 503,
      body: {
        status: 'unavailable',
        checks: [{ name: 'database', status: 'failed', reason: 'waiting for the database' }],
      },
    });
    const other = await getJson(port, '/api/users/verify-token');
    expect(other?.status).toBe(503);
    expect(other?.body.error).toContain('waiting for the database');

    // The first retry is in the log while the instance still waits for the next.
    await until(
      async () => instance.output().includes('retry 1 of 3'),
      'the first retry is logged',
    );
    expect(instance.child.exitCode).toBeNull();
    expect(instance.output()).not.toContain('retry 2 of 3');

    expect(await instance.exited).not.toBe(0);
    const output = instance.output();
    // No coloured multi-line text: every line is JSON.
    expect(output).not.toContain('\u001b[');
    const logged = messages(output);
    const retries = logged.filter((l) => l.level === 'warn' && l.msg?.includes('retry'));
    expect(retries.map((l) => l.msg?.match(/retry \d of 3/)?.[0])).toEqual([
      'retry 1 of 3',
      'retry 2 of 3',
      'retry 3 of 3',
    ]);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'error', msg: expect.stringContaining('giving up') }),
    );
    expect(logged[logged.length - 1]).toEqual(
      expect.objectContaining({ level: 'fatal', msg: expect.stringContaining('Start-up failed') }),
    );
    // The port closes with the process.
    expect(await getJson(port, '/api/health/live')).toBeNull();
  }, 120_000);

  describe('on MySQL/MariaDB', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createServerDatabase();
    });
    afterAll(() => database.drop());

    it('while another instance holds the migrations: /ready 503 "migrating", then 200 once they are done', async () => {
      const port = await freePort();
      const name = new URL(database.url).pathname.slice(1);
      const holder = await createConnection({ uri: database.url });
      try {
        // Another instance migrating this database, as far as this one can tell.
        await holder.query('SELECT GET_LOCK(?, 10)', [`aspire_migrations:${name}`.slice(0, 64)]);
        const instance = startInstance({
          PORT: String(port),
          DATABASE_URL: database.url,
          DATA_DIR: dir,
          LOG_FORMAT: 'json',
          ...TEST_PASSWORDS,
        });
        instances.push(instance);
        await until(
          async () =>
            JSON.stringify((await getJson(port, '/api/health/ready'))?.body ?? {}).includes(
              'migrating',
            ),
          '/ready says migrating',
          170_000,
        );
        expect(await getJson(port, '/api/health/ready')).toEqual({
          status: 503,
          body: {
            status: 'unavailable',
            checks: [{ name: 'migrations', status: 'failed', reason: 'migrating' }],
          },
        });
        expect(await getStatus(port, '/api/health/live')).toBe(200);
        await holder.query('SELECT RELEASE_LOCK(?)', [`aspire_migrations:${name}`.slice(0, 64)]);
        await until(
          async () => (await getJson(port, '/api/health/ready'))?.status === 200,
          'the instance is ready',
          170_000,
        );
        instance.child.kill('SIGINT');
        expect(await instance.exited).toBe(0);
      } finally {
        await holder.end();
      }
    }, 400_000);
  });
});
