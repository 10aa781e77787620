import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { createMigratedCopy } from './migrated-template';

/**
 * Each test file gets its own clean schema: a fresh MariaDB/MySQL database when
 * TEST_DATABASE_URL is set (CI), else an in-memory SQLite database.
 */
export type TestDatabase = { url: string; kind: 'sqlite' | 'mysql'; drop: () => Promise<void> };

export async function createTestDatabase(
  base = process.env.TEST_DATABASE_URL,
): Promise<TestDatabase> {
  if (!base || base.startsWith('sqlite:')) {
    return { url: 'sqlite::memory:', kind: 'sqlite', drop: async () => undefined };
  }
  const name = `aspire_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new URL(base);
  await withConnection(admin, `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: 'mysql',
    drop: () => withConnection(admin, `DROP DATABASE IF EXISTS \`${name}\``),
  };
}

/**
 * A database the app finds already migrated: on MySQL/MariaDB a copy of the run's template
 * (migrated-template.ts), when the run named one; else an empty one the app migrates at start.
 */
export async function createMigratedTestDatabase(): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (!base || base.startsWith('sqlite:') || !template) return createTestDatabase(base);
  return createMigratedCopy(base, template);
}

async function withConnection(url: URL, sql: string): Promise<void> {
  const connection = await createConnection({ uri: url.toString() });
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}
