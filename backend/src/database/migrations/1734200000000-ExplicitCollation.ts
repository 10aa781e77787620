import { MigrationInterface, QueryRunner, TableForeignKey } from 'typeorm';

/** The character set and collation of every table and text column on MySQL and MariaDB. */
export const CHARSET = 'utf8mb4';
export const COLLATION = 'utf8mb4_general_ci';

/**
 * Tables used to take the server's default collation: `utf8mb4_general_ci` on MariaDB (PAD SPACE:
 * "ann" and "ann " are one value to a unique key), `utf8mb4_0900_ai_ci` on MySQL 8.4 (NO PAD:
 * two values). Both now name it: the database's default (for tables created later) and every
 * table, converted where it differs, so a unique key means the same on both servers
 * (docs/decisions/0081-mysql-8-4-upserts-and-collation.md). SQLite has no collations to set.
 */
export class ExplicitCollation1734200000000 implements MigrationInterface {
  name = 'ExplicitCollation1734200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'better-sqlite3') return;
    await queryRunner.query(`ALTER DATABASE CHARACTER SET ${CHARSET} COLLATE ${COLLATION}`);
    const differing = (await queryRunner.query(
      `SELECT TABLE_NAME AS name FROM information_schema.TABLES
        WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'
          AND (TABLE_COLLATION <> ? OR TABLE_NAME IN (
            SELECT TABLE_NAME FROM information_schema.COLUMNS
             WHERE TABLE_SCHEMA = DATABASE() AND COLLATION_NAME IS NOT NULL AND COLLATION_NAME <> ?))`,
      [COLLATION, COLLATION],
    )) as { name: string }[];
    if (!differing.length) return;
    // A column in a foreign key cannot change collation (MariaDB refuses even with the checks
    // off): the keys come off, every table is converted, the same keys go back on.
    // Named: without names TypeORM reads the tables of every database on the server.
    const names = (await queryRunner.query(
      `SELECT TABLE_NAME AS name FROM information_schema.TABLES
        WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'`,
    )) as { name: string }[];
    const tables = await queryRunner.getTables(names.map((t) => t.name));
    const keys = tables
      .filter((table) => table.foreignKeys.length)
      .map((table) => ({ table, foreignKeys: table.foreignKeys.map(distinctColumns) }));
    try {
      for (const { table, foreignKeys } of keys) {
        await queryRunner.dropForeignKeys(table, foreignKeys);
      }
      for (const { name } of differing) {
        await queryRunner.query(
          `ALTER TABLE \`${name}\` CONVERT TO CHARACTER SET ${CHARSET} COLLATE ${COLLATION}`,
        );
      }
    } finally {
      // DDL is not transactional on MySQL: whatever failed, every key that came off goes back.
      for (const { table, foreignKeys } of keys) {
        const present = new Set(
          (await queryRunner.getTable(table.name))?.foreignKeys.map((k) => k.name),
        );
        const missing = foreignKeys.filter((key) => !present.has(key.name));
        if (missing.length) await queryRunner.createForeignKeys(table, missing);
      }
    }
  }

  /** The collation a server chose is not known any more: the tables keep the named one. */
  async down(): Promise<void> {}
}

/**
 * TypeORM (0.3) reads a foreign key's columns on MySQL by constraint name across every database
 * of the server, so a key whose name another database also uses comes back with its column
 * pairs repeated: each pair once.
 */
function distinctColumns(key: TableForeignKey): TableForeignKey {
  const pairs = key.columnNames.map((c, i) => `${c}\u0000${key.referencedColumnNames[i]}`);
  const distinct = [...new Set(pairs)].map((p) => p.split('\u0000') as [string, string]);
  const copy = key.clone();
  copy.columnNames = distinct.map(([c]) => c);
  copy.referencedColumnNames = distinct.map(([, r]) => r);
  return copy;
}
