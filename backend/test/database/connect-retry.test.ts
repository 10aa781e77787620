import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { withConnectRetry } from '../../src/database/connect-retry';
import { loadConfig } from '../../src/config/env';

const ROOT = join(__dirname, '..', '..', '..');
const quiet = { warn: () => undefined } as never;

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('waiting for the database at start (issue 18)', () => {
  it('tries again until the database answers', async () => {
    let calls = 0;
    const result = await withConnectRetry(
      async () => {
        if (++calls < 3) throw new Error('ECONNREFUSED');
        return 'up';
      },
      { retries: 5, delayMs: 1 },
      quiet,
    );
    expect(result).toBe('up');
    expect(calls).toBe(3);
  });

  it('gives up with the last error after the configured retries', async () => {
    let calls = 0;
    await expect(
      withConnectRetry(
        async () => {
          throw new Error(`refused ${++calls}`);
        },
        { retries: 2, delayMs: 1 },
        quiet,
      ),
    ).rejects.toThrow('refused 3');
    expect(calls).toBe(3);
  });

  it('reads DATABASE_CONNECT_RETRIES and DATABASE_CONNECT_RETRY_DELAY_MS', () => {
    expect(loadConfig({}).databaseConnect).toEqual({ retries: 30, delayMs: 2000 });
    expect(
      loadConfig({ DATABASE_CONNECT_RETRIES: '3', DATABASE_CONNECT_RETRY_DELAY_MS: '50' })
        .databaseConnect,
    ).toEqual({ retries: 3, delayMs: 50 });
    expect(() => loadConfig({ DATABASE_CONNECT_RETRIES: '-1' })).toThrow(
      /DATABASE_CONNECT_RETRIES/,
    );
  });

  it('the real entry point waits the configured retries for an absent database, then exits', async () => {
    const port = await closedPort();
    const started = Date.now();
    const result = spawnSync(
      process.execPath,
      ['-r', '@swc-node/register', join(ROOT, 'backend', 'src', 'main.ts')],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          SWC_NODE_PROJECT: 'backend/tsconfig.json',
          DATABASE_URL: `mysql://root@127.0.0.1:${port}/absent`,
          DATABASE_CONNECT_RETRIES: '2',
          DATABASE_CONNECT_RETRY_DELAY_MS: '400',
          LOG_FORMAT: 'json',
        },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(result.status).not.toBe(0);
    const output = result.stdout + result.stderr;
    expect(output).toContain('retry 1 of 2');
    expect(output).toContain('retry 2 of 2');
    expect(output).not.toContain('retry 3');
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
  });
});
