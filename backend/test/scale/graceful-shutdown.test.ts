import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_PASSWORDS } from '../support/test-app';

const ROOT = join(__dirname, '..', '..', '..');
const STUDENT = 'student@demo-school.test';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves when a TCP connection to `port` is accepted (true) or refused (false). */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function until(condition: () => Promise<boolean>, what: string, deadlineMs = 60_000) {
  const end = Date.now() + deadlineMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type Held = {
  sent: Promise<void>;
  finish: () => void;
  response: Promise<{ status: number; body: string }>;
};

/** One whole GET on a fresh connection: its answer means the server has read what came before. */
const get = (port: number, path: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });

/**
 * A POST whose headers and first half of the body are sent now, the rest on `finish()`: the
 * server has taken the request (routed it) and waits for it to complete.
 */
function heldPost(port: number, path: string, json: object): Held {
  const body = JSON.stringify(json);
  const half = body.length >> 1;
  let finish!: () => void;
  let sent!: Promise<void>;
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
        agent: false,
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    sent = new Promise((done) => req.write(body.slice(0, half), () => done()));
    finish = () => req.end(body.slice(half));
  });
  return { sent, finish, response };
}

describe('graceful shutdown (issue 18)', () => {
  let child: ChildProcess | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'aspire-shutdown-'));
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('on SIGTERM stops taking connections, finishes 20 requests in flight (no 5xx) and exits 0', async () => {
    const port = await freePort();
    let output = '';
    child = spawn(
      process.execPath,
      ['-r', '@swc-node/register', join(ROOT, 'backend', 'src', 'main.ts')],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          SWC_NODE_PROJECT: 'backend/tsconfig.json',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: `sqlite:${join(dir, 'aspire.sqlite')}`,
          JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
          PASSWORD_HASH_COST: 'test',
          LOG_LEVEL: 'warn',
          ...TEST_PASSWORDS,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve));
    await until(() => accepts(port), 'the instance listens');

    const held = Array.from({ length: 20 }, (_, i) =>
      // Database reads and writes: the lockout record read, failed logins counted.
      i % 2
        ? heldPost(port, '/api/users/login-status', { email: STUDENT })
        : heldPost(port, '/api/users/login', {
            email: `nobody${i}@demo-school.test`,
            password: 'Wrong!Pass1',
          }),
    );
    // Every request has reached the server before the signal: their bytes are out, and a later
    // request on a later connection has been answered (connections are taken in order).
    await Promise.all(held.map((h) => h.sent));
    expect(await get(port, '/api/health')).toBe(200);
    child.kill('SIGTERM');
    await until(async () => !(await accepts(port)), 'the instance stops taking connections');
    expect(child.exitCode).toBeNull(); // still finishing the requests in flight

    for (const h of held) h.finish();
    const responses = await Promise.all(
      held.map((h) => h.response.catch((e: Error) => ({ status: -1, body: e.message }))),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(await exited).toBe(0);
    expect(output).not.toMatch(/error/i);
  }, 120_000);
});
