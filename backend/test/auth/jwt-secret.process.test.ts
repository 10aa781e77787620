import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../support/processes';

/** `n` processes that each load the signing key from one empty folder at the same instant. */
function keysFromProcesses(dir: string, n: number): Promise<string[]> {
  const startAt = Date.now() + 2500;
  const script = `
    const { loadJwtKey } = require(${JSON.stringify(join(ROOT, 'backend/src/auth/jwt/jwt-secret.ts'))});
    while (Date.now() < ${startAt}) {}
    process.stdout.write(loadJwtKey(undefined, ${JSON.stringify(dir)}).export().toString('hex'));
  `;
  return Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<string>((resolve, reject) => {
          const child = spawn(process.execPath, ['-r', '@swc-node/register', '-e', script], {
            cwd: ROOT,
            env: { PATH: process.env.PATH, SWC_NODE_PROJECT: 'backend/tsconfig.json' },
          });
          let out = '';
          let err = '';
          child.stdout.on('data', (c) => (out += c));
          child.stderr.on('data', (c) => (err += c));
          child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(err))));
        }),
    ),
  );
}

describe('the generated signing key, shared by replicas on one volume', () => {
  const dir = mkdtempSync(join(tmpdir(), 'aspire-jwt-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is created once when several instances start together: every one reads the same key', async () => {
    const keys = await keysFromProcesses(join(dir, 'data'), 6);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toHaveLength(128);
    const file = join(dir, 'data', 'jwt-secret');
    expect(Buffer.from(keys[0]!, 'hex').toString('utf8')).toBe(readFileSync(file, 'utf8'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // No process's own draft is left behind.
    expect(readdirSync(join(dir, 'data'))).toEqual(['jwt-secret']);
  }, 60_000);
});
