import Database from 'better-sqlite3';
import { createReadStream, createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { Connection, createConnection, RowDataPacket } from 'mysql2/promise';
import { DatabaseConfig } from '../config/app-config';

/**
 * Backups of either database, taken while the application runs:
 * - SQLite: the online backup API (a consistent copy page by page, writers are not blocked),
 *   written as a plain SQLite file that `sqlite3` opens as it is.
 * - MySQL/MariaDB: through the driver inside one `START TRANSACTION WITH CONSISTENT SNAPSHOT`
 *   (what `mysqldump --single-transaction` does), written as gzipped JSON lines: a header, then
 *   each table's `SHOW CREATE TABLE` and its rows, values exactly as the server sent them.
 */
export type BackupSummary = { file: string; tables: number; rows: number };

const FORMAT = 'aspire-mysql-backup';
const INSERT_BATCH = 200;

type Header = { format: typeof FORMAT; version: 1; createdAt: string };
type TableLine = { table: string; create: string; columns: string[] };
type Value = string | null | { b64: string };
type RowLine = { row: Value[] };

export async function backup(db: DatabaseConfig, file: string): Promise<BackupSummary> {
  mkdirSync(dirname(resolve(file)), { recursive: true });
  return db.kind === 'sqlite' ? backupSqlite(db.file, file) : backupMysql(db.url, file);
}

/** Replaces the whole database with the backup's tables and rows. Stop the application first. */
export async function restore(db: DatabaseConfig, file: string): Promise<BackupSummary> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}`);
  return db.kind === 'sqlite' ? restoreSqlite(file, db.file) : restoreMysql(file, db.url);
}

// ---- SQLite ----

async function backupSqlite(source: string, file: string): Promise<BackupSummary> {
  if (source === ':memory:') throw new Error('An in-memory database cannot be backed up');
  const db = new Database(resolve(source), { fileMustExist: true });
  try {
    await db.backup(resolve(file));
  } finally {
    db.close();
  }
  return { file, ...checkSqlite(file) };
}

async function restoreSqlite(file: string, target: string): Promise<BackupSummary> {
  const summary = checkSqlite(file);
  const targetFile = resolve(target);
  mkdirSync(dirname(targetFile), { recursive: true });
  // A write-ahead log left from the old database must not be replayed over the restored one.
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${targetFile}${suffix}`, { force: true });
  const source = new Database(resolve(file), { readonly: true, fileMustExist: true });
  try {
    await source.backup(targetFile);
  } finally {
    source.close();
  }
  return { file, ...summary };
}

/** Refuses a damaged file; counts what it holds. */
function checkSqlite(file: string): { tables: number; rows: number } {
  const db = new Database(resolve(file), { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${file} is damaged: ${String(integrity)}`);
    const tables = sqliteTables(db);
    const rows = tables.reduce(
      (sum, t) => sum + (db.prepare(`SELECT COUNT(*) AS n FROM "${t}"`).get() as { n: number }).n,
      0,
    );
    return { tables: tables.length, rows };
  } finally {
    db.close();
  }
}

export function sqliteTables(db: Database.Database): string[] {
  return (
    db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as { name: string }[]
  ).map((r) => r.name);
}

// ---- MySQL / MariaDB ----

const quote = (name: string) => `\`${name.replace(/`/g, '``')}\``;

/** Exact UTF-8 text stays text; anything else (BLOB, BIT) goes as base64. */
function encode(value: Buffer | null): Value {
  if (value === null) return null;
  const text = value.toString('utf8');
  return Buffer.byteLength(text) === value.length && Buffer.from(text).equals(value)
    ? text
    : { b64: value.toString('base64') };
}
const decode = (value: Value) =>
  value !== null && typeof value === 'object' ? Buffer.from(value.b64, 'base64') : value;

/** The callback connection under the promise one: only it streams rows. */
const callbackApi = (connection: Connection) =>
  (connection as unknown as { connection: import('mysql2').Connection }).connection;

async function baseTables(connection: Connection): Promise<string[]> {
  const [rows] = await connection.query<RowDataPacket[]>(
    "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
  );
  return rows.map((r) => r.name as string);
}

async function backupMysql(url: string, file: string): Promise<BackupSummary> {
  const connection = await createConnection({ uri: url, charset: 'utf8mb4', timezone: 'Z' });
  let tables = 0;
  let rows = 0;
  try {
    await connection.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await connection.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    const names = await baseTables(connection);
    async function* lines(): AsyncGenerator<string> {
      const header: Header = { format: FORMAT, version: 1, createdAt: new Date().toISOString() };
      yield JSON.stringify(header) + '\n';
      for (const table of names) {
        const [[created]] = await connection.query<RowDataPacket[]>(
          `SHOW CREATE TABLE ${quote(table)}`,
        );
        const [columns] = await connection.query<RowDataPacket[]>(
          `SHOW COLUMNS FROM ${quote(table)}`,
        );
        const line: TableLine = {
          table,
          create: created!['Create Table'] as string,
          columns: columns.map((c) => c.Field as string),
        };
        yield JSON.stringify(line) + '\n';
        tables++;
        const stream = callbackApi(connection)
          .query({
            sql: `SELECT ${line.columns.map(quote).join(', ')} FROM ${quote(table)}`,
            rowsAsArray: true,
            typeCast: false,
          })
          .stream();
        for await (const raw of stream as AsyncIterable<(Buffer | null)[]>) {
          const row: RowLine = { row: raw.map(encode) };
          yield JSON.stringify(row) + '\n';
          rows++;
        }
      }
    }
    await pipeline(Readable.from(lines()), createGzip(), createWriteStream(file));
    await connection.query('COMMIT');
  } finally {
    await connection.end();
  }
  return { file, tables, rows };
}

async function restoreMysql(file: string, url: string): Promise<BackupSummary> {
  const connection = await createConnection({
    uri: url,
    charset: 'utf8mb4',
    timezone: 'Z',
    multipleStatements: false,
  });
  let tables = 0;
  let rows = 0;
  try {
    await connection.query('SET FOREIGN_KEY_CHECKS = 0');
    await connection.query("SET SESSION sql_mode = CONCAT(@@sql_mode, ',NO_AUTO_VALUE_ON_ZERO')");
    for (const table of await baseTables(connection)) {
      await connection.query(`DROP TABLE ${quote(table)}`);
    }
    const input = createInterface({
      input: createReadStream(file).pipe(createGunzip()),
      crlfDelay: Infinity,
    });
    let current: TableLine | undefined;
    let batch: Value[][] = [];
    const flush = async () => {
      if (!current || batch.length === 0) return;
      await connection.query(
        `INSERT INTO ${quote(current.table)} (${current.columns.map(quote).join(', ')}) VALUES ?`,
        [batch.map((row) => row.map(decode))],
      );
      rows += batch.length;
      batch = [];
    };
    let first = true;
    for await (const text of input) {
      if (!text) continue;
      const line = JSON.parse(text) as Header | TableLine | RowLine;
      if (first) {
        if ((line as Header).format !== FORMAT) throw new Error(`${file} is not an Aspire backup`);
        first = false;
      } else if ('table' in line) {
        await flush();
        current = line;
        await connection.query(line.create);
        tables++;
      } else if ('row' in line) {
        batch.push(line.row);
        if (batch.length >= INSERT_BATCH) await flush();
      }
    }
    await flush();
    if (first) throw new Error(`${file} is empty`);
  } finally {
    await connection.query('SET FOREIGN_KEY_CHECKS = 1').catch(() => undefined);
    await connection.end();
  }
  return { file, tables, rows };
}
