import { randomBytes } from 'node:crypto';
import { Connection, createConnection, RowDataPacket } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { MIGRATIONS } from '../../src/database/migrations';
import { detectMysqlFlavour } from '../../src/database/mysql-flavour';
import { TestDatabase } from './test-database';

/**
 * On MySQL/MariaDB a test file's database is a copy of one migrated once per Jest run
 * (TEST_TEMPLATE_DATABASE, named by test/support/template-run.cjs, which drops it after the run):
 * the migrations cost about 2 s a start there, the copy a fraction of it (docs/decisions/0260).
 * The copy is each table's own `SHOW CREATE TABLE` (keys, foreign keys, collations) and its rows.
 */
export async function createMigratedCopy(base: string, template: string): Promise<TestDatabase> {
  // The server, not the database the URL names: that one need not exist (every statement here
  // names its database).
  const admin = new URL(base);
  admin.pathname = '/';
  const connection = await createConnection({ uri: admin.toString(), multipleStatements: true });
  const name = `aspire_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  try {
    await ensureTemplate(connection, admin, template);
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
    await connection.query(await copyStatements(connection, template, name));
  } finally {
    await connection.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: 'mysql',
    drop: async () => {
      const dropper = await createConnection({ uri: admin.toString() });
      try {
        await dropper.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** Migrates the template once, under a server-wide lock: the first file of the run does it. */
async function ensureTemplate(connection: Connection, admin: URL, template: string) {
  const lock = `aspire_template:${template}`.slice(0, 64);
  await connection.query('SELECT GET_LOCK(?, 600)', [lock]);
  try {
    if ((await appliedMigrations(connection, template)) === MIGRATIONS.length) return;
    await connection.query(`DROP DATABASE IF EXISTS \`${template}\``);
    await connection.query(`CREATE DATABASE \`${template}\` CHARACTER SET utf8mb4`);
    const url = new URL(admin);
    url.pathname = `/${template}`;
    const flavour = await detectMysqlFlavour(url.toString());
    const options = dataSourceOptions({ kind: 'mysql', url: url.toString() }, flavour);
    const dataSource = await new DataSource({ ...options, logging: false }).initialize();
    try {
      await dataSource.runMigrations({ transaction: 'all' });
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await connection.query('SELECT RELEASE_LOCK(?)', [lock]);
  }
}

async function appliedMigrations(connection: Connection, template: string): Promise<number> {
  const [tables] = await connection.query<RowDataPacket[]>(
    `SELECT 1 FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = 'migrations'`,
    [template],
  );
  if (tables.length === 0) return 0;
  const [rows] = await connection.query<RowDataPacket[]>(
    `SELECT COUNT(*) AS n FROM \`${template}\`.migrations`,
  );
  return Number(rows[0].n);
}

/** One batch: every table as the template declares it, then its rows, foreign keys checked after. */
async function copyStatements(connection: Connection, from: string, to: string): Promise<string> {
  const [tables] = await connection.query<RowDataPacket[]>(
    `SELECT TABLE_NAME AS name FROM information_schema.TABLES
     WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME`,
    [from],
  );
  const statements = ['SET FOREIGN_KEY_CHECKS = 0', `USE \`${to}\``];
  for (const { name } of tables) {
    const [[created]] = await connection.query<RowDataPacket[]>(
      `SHOW CREATE TABLE \`${from}\`.\`${name}\``,
    );
    statements.push(created['Create Table'] as string);
    statements.push(`INSERT INTO \`${to}\`.\`${name}\` SELECT * FROM \`${from}\`.\`${name}\``);
  }
  statements.push('SET FOREIGN_KEY_CHECKS = 1');
  return statements.join(';\n');
}
