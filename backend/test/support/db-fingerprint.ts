import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';

/**
 * A digest of every row of every table, to tell whether a request changed the database. On
 * SQLite it hashes the database image itself; on MySQL/MariaDB one CHECKSUM TABLE statement
 * covers every table of the schema (read from the database, so new tables are included).
 */
export async function dbFingerprint(dataSource: DataSource): Promise<string> {
  if (dataSource.options.type === 'better-sqlite3') {
    const db = (dataSource.driver as unknown as { databaseConnection: { serialize(): Buffer } })
      .databaseConnection;
    return createHash('sha1').update(db.serialize()).digest('hex');
  }
  const tables = (await dataSource.query(
    'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() ORDER BY table_name',
  )) as { name: string }[];
  const sums = (await dataSource.query(
    `CHECKSUM TABLE ${tables.map((t) => `\`${t.name}\``).join(', ')} EXTENDED`,
  )) as { Table: string; Checksum: string | number | null }[];
  return createHash('sha1').update(JSON.stringify(sums)).digest('hex');
}

/**
 * Tells after each request whether the database changed since the last look. On SQLite the
 * connection's count of changed rows answers most looks at once (no write, no change); only when
 * it moved is the database image hashed, since a write may have been rolled back.
 */
export class DatabaseWatch {
  private changes = -1;
  private print = '';

  private constructor(private readonly dataSource: DataSource) {}

  static async start(dataSource: DataSource): Promise<DatabaseWatch> {
    const watch = new DatabaseWatch(dataSource);
    await watch.changed();
    return watch;
  }

  async changed(): Promise<boolean> {
    if (this.dataSource.options.type === 'better-sqlite3') {
      const [{ n }] = (await this.dataSource.query('SELECT total_changes() AS n')) as {
        n: number;
      }[];
      if (n === this.changes) return false;
      this.changes = n;
    }
    const print = await dbFingerprint(this.dataSource);
    const changed = print !== this.print;
    this.print = print;
    return changed;
  }
}
