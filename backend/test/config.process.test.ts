import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './support/processes';

/** Starts the real entry point with the given environment and returns how it ended. */
function start(env: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    ['-r', '@swc-node/register', join(ROOT, 'backend', 'src', 'main.ts')],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH, SWC_NODE_PROJECT: 'backend/tsconfig.json', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { status: result.status, stderr: result.stderr.trim() };
}

describe('a bad configuration at start', () => {
  it.each([
    ['DATABASE_URL', { DATABASE_URL: 'oracle://nope' }],
    ['AI_PROVIDER', { AI_PROVIDER: 'unknown-ai' }],
  ])('should stop the process with one line naming %s and no stack trace', (variable, env) => {
    const { status, stderr } = start(env);
    expect(status).not.toBe(0);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toContain(variable);
    expect(stderr).not.toMatch(/\bat .+:\d+:\d+/);
  });
});
