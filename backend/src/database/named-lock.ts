import { DataSource } from 'typeorm';

/** The locks taken at start: migrations first, then the seed (each check-then-write). */
export const MIGRATION_LOCK = 'aspire_migrations';
export const SEED_LOCK = 'aspire_seed';

/** How long an instance waits for another one's migrations or seed before it gives up. */
export const START_LOCK_WAIT_S = 300;

/** MySQL refuses user-level lock names longer than 64 characters. */
const MAX_NAME = 64;

/**
 * Runs `work` while this process holds the MySQL/MariaDB user-level lock `name` (GET_LOCK on one
 * connection kept for the whole run, RELEASE_LOCK after), so instances starting at once on one
 * database take turns. The lock is per server, so its name carries the database's: two
 * databases on one server do not wait for each other. A holder that dies loses the lock with its
 * connection. SQLite (one instance, no server) runs `work` directly.
 */
export async function withNamedLock<T>(
  dataSource: DataSource,
  name: string,
  work: () => Promise<T>,
  waitS = START_LOCK_WAIT_S,
): Promise<T> {
  if (dataSource.options.type === 'better-sqlite3') return work();
  const runner = dataSource.createQueryRunner('master');
  try {
    const [{ db }] = (await runner.query('SELECT DATABASE() AS db')) as { db: string | null }[];
    const lock = `${name}:${db ?? ''}`.slice(0, MAX_NAME);
    const [{ got }] = (await runner.query('SELECT GET_LOCK(?, ?) AS got', [lock, waitS])) as {
      got: number | string | null;
    }[];
    if (Number(got) !== 1) {
      throw new Error(`Another instance held the ${name} lock for over ${waitS} s; giving up`);
    }
    try {
      return await work();
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [lock]);
    }
  } finally {
    await runner.release();
  }
}
