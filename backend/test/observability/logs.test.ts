import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { PasswordResetService } from '../../src/auth/password-reset.service';
import { requestContext } from '../../src/observability/app-logger';
import { AccountService } from '../../src/users/account.service';
import { User } from '../../src/users/entities/user.entity';
import { createUser, linkToken, PASSWORD, tokenFor, whitelist } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

type Line = Record<string, unknown> & { msg?: string };
/** Refused when it runs (not when prepared) on MariaDB and SQLite alike, so both drivers log it. */
const FAILS = 'INSERT INTO users (id) VALUES (NULL)';

describe('structured logs', () => {
  let t: TestApp;
  const output: string[] = [];
  const lines = (): Line[] =>
    output
      .join('')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Line);
  const requestLines = () => lines().filter((l) => l.route !== undefined);

  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      logger: ['log', 'error', 'warn'],
      logStream: { write: (chunk: string) => void output.push(chunk) },
    });
  });
  afterAll(() => t.close());

  it('should write one JSON line per request with id, method, route pattern, status, duration and user id', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user);
    output.length = 0;
    const res = await t
      .http()
      .get(`/api/users/user/${user.id}`)
      .set('Authorization', `Bearer ${token}`)
      .set('X-Request-Id', 'probe-123')
      .expect(200);
    expect(res.headers['x-request-id']).toBe('probe-123');
    const [line] = requestLines();
    expect(line).toMatchObject({
      level: 'info',
      reqId: 'probe-123',
      method: 'GET',
      route: '/api/users/user/:userId',
      status: 200,
      userId: user.id,
      msg: 'request completed',
    });
    expect(line!.durationMs).toEqual(expect.any(Number));
    expect(JSON.stringify(lines())).not.toContain(user.id.replace(/-/g, '') + 'x');
  });

  it('should generate a request id when none (or a bad one) is offered', async () => {
    output.length = 0;
    const plain = await t.http().get('/api/health/live').expect(200);
    const odd = await t
      .http()
      .get('/api/health/live')
      .set('X-Request-Id', 'a b<script>')
      .expect(200);
    for (const res of [plain, odd]) {
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestLines().map((l) => l.reqId)).toEqual([
      plain.headers['x-request-id'],
      odd.headers['x-request-id'],
    ]);
  });

  it('should log the stack of a 5xx, tied to the request id, with secrets scrubbed', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user);
    const failure = jest
      .spyOn(AccountService.prototype, 'profile')
      .mockRejectedValue(new Error(`boom for ${user.email} with Bearer ${token}`));
    output.length = 0;
    try {
      await t
        .http()
        .get(`/api/users/user/${user.id}`)
        .set('Authorization', `Bearer ${token}`)
        .expect(500);
    } finally {
      failure.mockRestore();
    }
    const [line] = requestLines();
    expect(line).toMatchObject({ level: 'error', status: 500, userId: user.id });
    const err = line!.err as { type: string; message: string; stack: string };
    expect(err.type).toBe('Error');
    expect(err.stack).toContain('boom for [email]');
    expect(err.stack).toMatch(/\n\s+at /);
    const text = output.join('');
    expect(text).not.toContain(user.email);
    expect(text).not.toContain(token);
    // The filter's own error line carries the same request id.
    const appLine = lines().find((l) => l.route === undefined && l.level === 'error');
    expect(appLine?.reqId).toBe(line!.reqId);
  });

  it('should tie application logs to the request id when the body arrives after the request', async () => {
    // `Expect: 100-continue`: the body is sent only once the server has taken the request, so
    // it arrives in stream events of its own; the request id must still follow the handler.
    const failure = jest
      .spyOn(PasswordResetService.prototype, 'forgot')
      .mockRejectedValue(new Error('mail queue down'));
    output.length = 0;
    try {
      expect(await postAfterContinue('/api/users/forgot-password', 'body-probe-1')).toBe(500);
    } finally {
      failure.mockRestore();
    }
    const appLine = lines().find((l) => l.context === 'Exceptions');
    expect(appLine).toMatchObject({ level: 'error', reqId: 'body-probe-1' });
    expect(requestLines()).toEqual([
      expect.objectContaining({
        reqId: 'body-probe-1',
        status: 500,
        route: '/api/users/forgot-password',
      }),
    ]);
  });

  async function postAfterContinue(path: string, requestId: string): Promise<number> {
    const body = JSON.stringify({ email: 'someone@demo-school.test' });
    const req = httpRequest(new URL(path, await t.app.getUrl()), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'x-request-id': requestId,
        expect: '100-continue',
      },
    });
    const status = new Promise<number>((resolve, reject) => {
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
    });
    req.on('continue', () => req.end(body));
    req.flushHeaders();
    return status;
  }

  it("should tie a failed statement's line to the request that ran it, not the connection's first", async () => {
    // The pool's connections were opened earlier, in other contexts; the driver answers on
    // their sockets.
    await requestContext.run({ reqId: 'opened-a-connection' }, () =>
      Promise.all([t.dataSource.query('SELECT 1'), t.dataSource.query('SELECT 2')]),
    );
    output.length = 0;
    await requestContext.run({ reqId: 'ran-the-statement' }, () =>
      expect(t.dataSource.query(FAILS)).rejects.toThrow(),
    );
    expect(lines().filter((l) => l.context === 'Database')).toEqual([
      expect.objectContaining({ level: 'error', reqId: 'ran-the-statement' }),
    ]);
  });

  it('should tie it to its request when it waited for a connection another request gave back', async () => {
    const size = (t.dataSource.options.extra as { connectionLimit?: number } | undefined)
      ?.connectionLimit;
    const holders = Array.from({ length: size ?? 1 }, () => t.dataSource.createQueryRunner());
    await requestContext.run({ reqId: 'held-every-connection' }, () =>
      Promise.all(holders.map((runner) => runner.connect())),
    );
    output.length = 0;
    const waiting = requestContext.run({ reqId: 'waited-for-one' }, () =>
      t.dataSource.query(FAILS).catch(() => undefined),
    );
    await requestContext.run({ reqId: 'held-every-connection' }, () =>
      Promise.all(holders.map((runner) => runner.release())),
    );
    await waiting;
    expect(lines().filter((l) => l.context === 'Database')).toEqual([
      expect.objectContaining({ level: 'error', reqId: 'waited-for-one' }),
    ]);
  });

  it('should not report a unique key refusing a write as an error: rules are decided that way', async () => {
    const insert =
      "INSERT INTO auth_limits (action, subject, attempts, daily_count) VALUES ('login', 'dup-probe', 0, 0)";
    await t.dataSource.query(insert);
    output.length = 0;
    await expect(t.dataSource.query(insert)).rejects.toThrow();
    await expect(t.dataSource.query(FAILS)).rejects.toThrow(); // the control: still an error
    expect(lines().filter((l) => l.context === 'Database')).toEqual([
      expect.objectContaining({ level: 'error', msg: expect.stringMatching(/users/) }),
    ]);
  });

  it('should keep passwords, hashes, tokens, link tokens and e-mails out of every line', async () => {
    output.length = 0;
    const email = `secret${randomUUID().slice(0, 8)}@demo-school.test`;
    await whitelist(t, 'email', email);
    const password = 'Very!Secret9pw';
    await t
      .http()
      .post('/api/users/register')
      .send({ email, username: `sec_${randomUUID().slice(0, 8)}`, age: 15, password });
    const user = await createUser(t);
    const bearer = await tokenFor(t, user);
    await t.http().post('/api/users/login').send({ email: user.email, password: 'Wrong!Pass1' });
    await t.http().post('/api/users/forgot-password').send({ email: user.email }).expect(200);
    const link = await linkToken(t, user.email);
    await t
      .http()
      .post('/api/users/reset-password')
      .send({ email: user.email, token: link, newPassword: 'Brand!New7pw' })
      .expect(200);
    // A link token in a query string (a client that got it wrong) does not reach the log either.
    await t
      .http()
      .get(`/api/users/user/${user.id}?token=${link}`)
      .set('Authorization', `Bearer ${bearer}`);
    await t.http().get('/api/no-such-route').set('Authorization', `Bearer ${bearer}`);
    const hash = (await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id }))
      .passwordHash;

    expect(requestLines().length).toBeGreaterThanOrEqual(6);
    const text = output.join('');
    for (const secret of [password, PASSWORD, 'Wrong!Pass1', 'Brand!New7pw', hash, bearer, link]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(email);
    expect(text).not.toContain(user.email);
    expect(text).not.toMatch(/@demo-school\.test/);
    expect(text).not.toContain('?token=');
  });
});
