import { createHash, randomUUID } from 'node:crypto';
import { ArgumentsHost } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { PasswordService } from '../../src/auth/password.service';
import { EmailToken } from '../../src/auth/entities/email-token.entity';
import { ExceptionsFilter } from '../../src/common/exceptions.filter';
import { SpaFallback } from '../../src/common/spa-fallback';
import { scrubSqlMessage } from '../../src/database/query-logger';
import { User } from '../../src/users/entities/user.entity';
import { createUser } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const output: string[] = [];

/** Everything the application logs while `work` runs (a failure of `work` is expected). */
async function captureLog(work: () => Promise<unknown>): Promise<string> {
  output.length = 0;
  await work().catch(() => undefined);
  return output.join('');
}

describe('the log holds no secrets or personal data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      // Debug too: a unique key refusing a write (the first case) is logged at debug.
      logger: ['debug', 'log', 'error', 'warn'],
      logStream: { write: (chunk: string) => void output.push(chunk) },
    });
  });
  afterAll(() => t.close());

  it('should log a failing user insert without its password hash or e-mail', async () => {
    const existing = await createUser(t, { email: 'taken.address@demo-school.test' });
    const hash = await t.app.get(PasswordService).hash('Secret!Horse99');
    const log = await captureLog(() =>
      t.dataSource.getRepository(User).insert({
        ...existing,
        id: randomUUID(),
        username: 'someone_else_42',
        passwordHash: hash,
      }),
    );
    expect(log).toContain('Query failed');
    expect(log).toContain('INSERT INTO');
    expect(log).not.toContain(hash);
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain('taken.address@demo-school.test');
    expect(log).not.toContain('someone_else_42');
  });

  it('should log a failing token insert without the token or the new e-mail', async () => {
    const token = createHash('sha256').update('a-live-reset-token').digest('hex');
    const log = await captureLog(() =>
      t.dataSource.getRepository(EmailToken).insert({
        userId: randomUUID(), // no such user: the foreign key refuses the row
        purpose: 'email_change',
        tokenHash: token,
        newEmail: 'new.address@demo-school.test',
        expiresAt: t.clock.now(),
        usedAt: null,
        createdAt: t.clock.now(),
      }),
    );
    expect(log).toContain('Query failed');
    expect(log).not.toContain(token);
    expect(log).not.toContain('new.address@demo-school.test');
  });

  it('should log a request that failed in the database without its query string or values', async () => {
    const error = new QueryFailedError(
      'INSERT INTO users VALUES (?)',
      ['pupil@demo-school.test'],
      Object.assign(
        new Error("Duplicate entry 'pupil@demo-school.test' for key 'uq_users_email'"),
        {
          code: 'ER_SOMETHING',
        },
      ),
    );
    const reply = { headers: () => reply, status: () => reply, send: () => reply };
    const host = {
      switchToHttp: () => ({
        getResponse: () => reply,
        getRequest: () => ({
          method: 'GET',
          url: '/api/users/verify-email?token=live-token-123',
          routeOptions: { url: '/api/users/verify-email' },
        }),
      }),
    } as unknown as ArgumentsHost;
    const filter = new ExceptionsFilter(new SpaFallback([]));
    const log = await captureLog(async () => filter.catch(error, host));
    expect(log).toContain(
      "GET /api/users/verify-email failed: QueryFailedError (ER_SOMETHING): Duplicate entry '…' for key 'uq_users_email'",
    );
    expect(log).not.toContain('live-token-123');
    expect(log).not.toContain('pupil@demo-school.test');
  });

  it('should keep schema names but drop quoted values in driver messages', () => {
    expect(
      scrubSqlMessage(
        "Incorrect string value: '\\xF0\\x9F' for column `aspire`.`users`.`username` at row 1",
      ),
    ).toBe("Incorrect string value: '…' for column `aspire`.`users`.`username` at row 1");
    expect(scrubSqlMessage("Data too long for column 'username' at row 1")).toBe(
      "Data too long for column 'username' at row 1",
    );
    expect(scrubSqlMessage("Duplicate entry 'a@b.test-x' for key 'users.uq_users_email'")).toBe(
      "Duplicate entry '…' for key 'users.uq_users_email'",
    );
  });
});
