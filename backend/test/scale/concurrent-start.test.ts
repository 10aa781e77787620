import { createConnection } from 'mysql2/promise';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS } from '../../src/database/migrations';
import { createServerDatabase } from '../support/instances';
import { freePort, getStatus, Instance, startInstance, until } from '../support/processes';
import { TestDatabase } from '../support/test-database';
import { TEST_PASSWORDS } from '../support/test-app';

const ready = (port: number) =>
  getStatus(port, '/api/health/ready').then(
    (status) => status === 200,
    () => false,
  );

/**
 * Two instances started at the same moment on an empty MySQL/MariaDB database. The
 * migrations and the seed run under named locks, so one instance does each and the other finds
 * it done; without them both create the same tables and one of them fails.
 */
describe('two instances starting at once on an empty database', () => {
  let database: TestDatabase;
  const instances: Instance[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'aspire-start-'));
  beforeAll(async () => {
    database = await createServerDatabase();
  });
  afterAll(async () => {
    for (const { child } of instances) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(instances.map((i) => i.exited));
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('both become ready, each migration and each demo row is written once, no error logged', async () => {
    const ports = [await freePort(), await freePort()];
    for (const port of ports) {
      instances.push(
        startInstance({
          PORT: String(port),
          DATABASE_URL: database.url,
          DATA_DIR: dir,
          ...TEST_PASSWORDS,
        }),
      );
    }
    for (const port of ports) {
      await until(() => ready(port), `the instance on ${port} is ready`, 170_000);
    }

    const db = await createConnection({ uri: database.url });
    try {
      const query = async <T>(sql: string) => (await db.query(sql))[0] as T[];
      const applied = await query<{ name: string }>('SELECT name FROM migrations');
      expect(applied.map((m) => m.name).sort()).toEqual(MIGRATIONS.map((m) => m.name).sort());
      expect(
        await query('SELECT status, name FROM facets GROUP BY status, name HAVING COUNT(*) > 1'),
      ).toEqual([]);
      const [{ n }] = await query<{ n: number }>(
        "SELECT COUNT(*) AS n FROM users WHERE email IN ('admin@aspire.test', 'coordinator@demo-school.test', 'student@demo-school.test')",
      );
      expect(Number(n)).toBe(3);
    } finally {
      await db.end();
    }
    for (const instance of instances) {
      expect(instance.child.exitCode).toBeNull();
      expect(instance.output()).not.toMatch(/error/i);
    }
  }, 180_000);
});
