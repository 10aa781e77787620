import { ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..', '..');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves when a TCP connection to `port` is accepted (true) or refused (false). */
export const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** One whole GET on a fresh connection: its answer means the server has read what came before. */
export const getStatus = (port: number, path: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });

/** Waits on behaviour: checks `condition` every 50 ms until it holds, or fails naming `what`. */
export async function until(condition: () => Promise<boolean>, what: string, deadlineMs = 60_000) {
  const end = Date.now() + deadlineMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type Instance = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

/**
 * The backend as a real process (`backend/src/main.ts` through swc, as `npm run dev` minus the
 * build), with only `env` and what it needs to start; its stdout and stderr are kept.
 */
export function startInstance(env: Record<string, string>): Instance {
  let output = '';
  const child = spawn(
    process.execPath,
    ['-r', '@swc-node/register', join(ROOT, 'backend', 'src', 'main.ts')],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        SWC_NODE_PROJECT: 'backend/tsconfig.json',
        HOST: '127.0.0.1',
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
        PASSWORD_HASH_COST: 'test',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}
