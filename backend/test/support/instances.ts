import { createConnection } from 'mysql2/promise';
import { FakeClock } from '../../src/common/clock';
import { createTestApp, TestApp } from './test-app';
import { createTestDatabase, TestDatabase } from './test-database';

/** The server the multi-instance tests use when TEST_DATABASE_URL names none (as the e2e do). */
const LOCAL_SERVER = 'mysql://root@127.0.0.1:3306/mysql';

/**
 * A fresh MySQL/MariaDB database for several instances: TEST_DATABASE_URL when it is a mysql://
 * URL, else the server at 127.0.0.1:3306. Two instances cannot share SQLite in one process
 * (one writer, and better-sqlite3 waits for a lock synchronously, blocking the other instance
 * that holds it), and several instances on SQLite is no supported deployment anyway.
 */
export async function createServerDatabase(): Promise<TestDatabase> {
  const named = process.env.TEST_DATABASE_URL;
  if (named && !named.startsWith('sqlite:')) return createTestDatabase(named);
  try {
    const probe = await createConnection({ uri: LOCAL_SERVER, connectTimeout: 2000 });
    await probe.end();
  } catch (error) {
    throw new Error(
      `The multi-instance tests need MySQL or MariaDB: set TEST_DATABASE_URL=mysql://… or start one at 127.0.0.1:3306 (${(error as Error).message})`,
    );
  }
  return createTestDatabase(LOCAL_SERVER);
}

export type Instances = { apps: TestApp[]; clock: FakeClock; close: () => Promise<void> };

/**
 * `count` app instances on one database (and one Redis when TEST_REDIS_URL is set), each on its
 * own port, sharing nothing in memory; one clock so tests can move time for all of them.
 */
export async function createInstances(
  count: number,
  env: Record<string, string> = {},
): Promise<Instances> {
  const database = await createServerDatabase();
  const clock = new FakeClock();
  const redis: Record<string, string> = process.env.TEST_REDIS_URL
    ? { REDIS_URL: process.env.TEST_REDIS_URL }
    : {};
  const apps: TestApp[] = [];
  for (let i = 0; i < count; i++) {
    // The first migrates and seeds; the others start on the ready schema.
    apps.push(await createTestApp({ database, clock, seed: i === 0, env: { ...redis, ...env } }));
  }
  return {
    apps,
    clock,
    close: async () => {
      for (const app of apps) await app.close();
      await database.drop();
    },
  };
}
