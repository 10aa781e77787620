import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accepts, freePort, getStatus, Instance, startInstance, until } from '../support/processes';
import { TEST_PASSWORDS } from '../support/test-app';

const STUDENT = 'student@demo-school.test';

type Held = {
  sent: Promise<void>;
  finish: () => void;
  response: Promise<{ status: number; body: string }>;
};

/**
 * A POST whose headers and first half of the body are sent now, the rest on `finish()`: the
 * server has taken the request (routed it) and waits for it to complete.
 */
function heldPost(port: number, path: string, json: object): Held {
  const body = JSON.stringify(json);
  const half = body.length >> 1;
  let finish!: () => void;
  let sent!: Promise<void>;
  // Never rejects: a failed test's connections, reset when the instance is killed, must not
  // crash the Jest process as unhandled errors; a reset reads as status -1.
  const response = new Promise<{ status: number; body: string }>((resolve) => {
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
    req.on('error', (e) => resolve({ status: -1, body: e.message }));
    sent = new Promise((done) => req.write(body.slice(0, half), () => done()));
    finish = () => req.end(body.slice(half));
  });
  return { sent, finish, response };
}

describe('graceful shutdown', () => {
  let instance: Instance | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'aspire-shutdown-'));
  afterAll(() => {
    if (instance && instance.child.exitCode === null) instance.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('on SIGTERM reports not ready and serves on for the drain, then stops taking connections, finishes 20 requests in flight (no 5xx) and exits 0', async () => {
    const port = await freePort();
    instance = startInstance({
      PORT: String(port),
      DATABASE_URL: `sqlite:${join(dir, 'aspire.sqlite')}`,
      // Long enough for the checks made inside the drain to finish on a busy 2-core machine.
      SHUTDOWN_DRAIN_MS: '8000',
      ...TEST_PASSWORDS,
    });
    const { child, exited } = instance;
    // The port opens before the database is ready: wait for readiness, not for the socket. A
    // probe cut while the start-up probe hands the port to the app reads as not ready yet.
    await until(
      async () => (await getStatus(port, '/api/health/ready').catch(() => 0)) === 200,
      'the instance is ready',
    );

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
    expect(await getStatus(port, '/api/health')).toBe(200);
    child.kill('SIGTERM');
    // Draining: not ready, yet a new connection is taken and answered, asking it to close.
    await until(
      async () => (await getStatus(port, '/api/health/ready')) === 503,
      'the instance reports not ready',
    );
    expect(await getStatus(port, '/api/health')).toBe(200);
    const drainLine = /"signal":"SIGTERM","drainMs":8000/;
    await until(async () => drainLine.test(instance!.output()), 'the drain is logged');
    await until(async () => !(await accepts(port)), 'the instance stops taking connections');
    expect(child.exitCode).toBeNull(); // still finishing the requests in flight

    for (const h of held) h.finish();
    const responses = await Promise.all(held.map((h) => h.response));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(await exited).toBe(0);
    expect(instance.output()).not.toMatch(/error/i);
  }, 120_000);
});
