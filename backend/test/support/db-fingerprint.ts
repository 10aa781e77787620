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
