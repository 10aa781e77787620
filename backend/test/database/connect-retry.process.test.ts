import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { freePort, ROOT } from '../support/processes';

describe('waiting for the database at start, as a process', () => {
  it('the real entry point waits the configured retries for an absent database, then exits', async () => {
    const port = await freePort(); // nothing listens there
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
