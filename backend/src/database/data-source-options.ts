import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { DatabaseConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** One place that turns DATABASE_URL into TypeORM options; synchronize is never on. */
export function dataSourceOptions(
  db: DatabaseConfig,
  flavour: 'mysql' | 'mariadb' = 'mysql',
  readUrl?: string,
): DataSourceOptions {
  const common = { entities: ENTITIES, migrations: MIGRATIONS, synchronize: false } as const;
  if (db.kind === 'sqlite') {
    const file = db.file === ':memory:' ? db.file : resolve(db.file);
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database: file,
      // WAL lets readers run beside the single writer; foreign keys are off by default in SQLite.
      prepareDatabase: (conn: { pragma: (sql: string) => unknown }) => {
        conn.pragma('journal_mode = WAL');
        conn.pragma('foreign_keys = ON');
        conn.pragma('busy_timeout = 5000');
      },
    };
  }
  // With a read replica, everything still goes to the primary unless a caller asks for the
  // replica (`ReadReplica`): only report and list reads do, never a check before a write.
  // mysql2's pool cluster removes a node for good after 5 failed connections ("Pool does Not
  // exist." until a restart); with `restoreNodeTimeout` it is only set aside for a second, so
  // the replica (and the primary) come back by themselves (docs/decisions/0085-replica-that-heals.md).
  const target = readUrl
    ? {
        replication: {
          master: { url: db.url },
          slaves: [{ url: readUrl }],
          defaultMode: 'master' as const,
          restoreNodeTimeout: 1000,
          canRetry: false,
        },
      }
    : { url: db.url };
  return {
    ...common,
    type: flavour,
    ...target,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    connectTimeout: 5000,
    extra: { connectionLimit: 10 },
  };
}
