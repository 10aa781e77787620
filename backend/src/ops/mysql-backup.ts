import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { createConnection } from 'mysql2';
import type { Connection, RowDataPacket } from 'mysql2/promise';
import {
  BackupRefused,
  BackupSummary,
  createPrivateFile,
  refuseNewerSchema,
  TableCounts,
  totalRows,
} from './backup-file';
import {
  FORMAT,
  Header,
  LineHash,
  ManifestLine,
  RowLine,
  scanBackup,
  TableLine,
  Value,
  VERSION,
} from './mysql-backup-format';

const INSERT_BATCH = 200;
/** The live tables wait under this prefix while a restore loads; dropped once it succeeded. */
export const OLD_PREFIX = '_aspire_old_';

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

/**
 * One connection, opened before use: mysql2's callback API (only it streams rows) and, through its
 * `.promise()`, the promise API for everything else.
 */
async function connect(url: string) {
  const streaming = createConnection({
    uri: url,
    charset: 'utf8mb4',
    timezone: 'Z',
    multipleStatements: false,
  });
  const connection = streaming.promise();
  await connection.connect();
  return { connection, streaming };
}

async function baseTables(connection: Connection): Promise<string[]> {
  const [rows] = await connection.query<RowDataPacket[]>(
    "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
  );
  return rows.map((r) => r.name as string);
}

async function showCreate(connection: Connection, table: string): Promise<string> {
  const [[created]] = await connection.query<RowDataPacket[]>(`SHOW CREATE TABLE ${quote(table)}`);
  return created!['Create Table'] as string;
}

/**
 * Through the driver inside one `START TRANSACTION WITH CONSISTENT SNAPSHOT` (what
 * `mysqldump --single-transaction` does): a consistent copy that locks nobody out.
 */
export async function backupMysql(url: string, file: string): Promise<BackupSummary> {
  const { connection, streaming } = await connect(url);
  const counts: TableCounts = {};
  try {
    await connection.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await connection.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    const names = await baseTables(connection);
    const hash = new LineHash();
    async function* lines(): AsyncGenerator<string> {
      const header: Header = {
        format: FORMAT,
        version: VERSION,
        createdAt: new Date().toISOString(),
      };
      yield hash.add(JSON.stringify(header) + '\n');
      for (const table of names) {
        const [columns] = await connection.query<RowDataPacket[]>(
          `SHOW COLUMNS FROM ${quote(table)}`,
        );
        const line: TableLine = {
          table,
          create: await showCreate(connection, table),
          columns: columns.map((c) => c.Field as string),
        };
        yield hash.add(JSON.stringify(line) + '\n');
        counts[table] = 0;
        const stream = streaming
          .query({
            sql: `SELECT ${line.columns.map(quote).join(', ')} FROM ${quote(table)}`,
            rowsAsArray: true,
            typeCast: false,
          })
          .stream();
        for await (const raw of stream as AsyncIterable<(Buffer | null)[]>) {
          const row: RowLine = { row: raw.map(encode) };
          yield hash.add(JSON.stringify(row) + '\n');
          counts[table]++;
        }
      }
      const manifest: ManifestLine = {
        manifest: { tables: counts, rows: totalRows(counts), sha256: hash.digest() },
      };
      yield JSON.stringify(manifest) + '\n';
    }
    createPrivateFile(file);
    await pipeline(Readable.from(lines()), createGzip(), createWriteStream(file, { flags: 'w' }));
    await connection.query('COMMIT');
  } finally {
    await connection.end();
  }
  return { file, tables: Object.keys(counts).length, rows: totalRows(counts) };
}

/** Reads and checks the whole file without touching any database. */
export async function checkMysqlBackup(file: string): Promise<BackupSummary> {
  const { counts, migrations } = await scanBackup(file);
  refuseNewerSchema(file, migrations);
  return { file, tables: Object.keys(counts).length, rows: totalRows(counts) };
}

/** A live table as it was before the restore: its foreign keys, to put back on failure. */
type Kept = { table: string; foreignKeys: string[] };

/** `CONSTRAINT … FOREIGN KEY …` clauses of a `SHOW CREATE TABLE`. */
const foreignKeysOf = (create: string) =>
  create
    .split('\n')
    .map((line) => line.trim().replace(/,$/, ''))
    .filter((line) => /^CONSTRAINT .* FOREIGN KEY /.test(line));
const foreignKeyName = (clause: string) => /^CONSTRAINT `((?:[^`]|``)+)`/.exec(clause)?.[1];

/**
 * Replaces the database with the backup, all or nothing: the file is checked whole first; the
 * live tables are then moved aside in one atomic `RENAME TABLE` and the backup is loaded beside
 * them. Only when every table and row is in (and the checksum held a second time) are the old
 * tables dropped; any failure drops what was loaded and renames the old tables back.
 */
export async function restoreMysql(file: string, url: string): Promise<BackupSummary> {
  const checked = await checkMysqlBackup(file);
  const { connection } = await connect(url);
  try {
    await connection.query('SET FOREIGN_KEY_CHECKS = 0');
    await connection.query("SET SESSION sql_mode = CONCAT(@@sql_mode, ',NO_AUTO_VALUE_ON_ZERO')");
    const live = await baseTables(connection);
    const leftover = live.filter((t) => t.startsWith(OLD_PREFIX));
    if (leftover.length) {
      throw new BackupRefused(
        `a previous restore did not finish: the tables ${OLD_PREFIX}* hold the database as it was ` +
          'before it. Rename them back (or drop them once the restored data is checked), then retry.',
      );
    }
    const kept: Kept[] = [];
    for (const table of live) {
      kept.push({ table, foreignKeys: foreignKeysOf(await showCreate(connection, table)) });
    }
    const loaded: string[] = [];
    let movedAside = false;
    try {
      if (live.length) {
        await connection.query(
          `RENAME TABLE ${live.map((t) => `${quote(t)} TO ${quote(OLD_PREFIX + t)}`).join(', ')}`,
        );
        movedAside = true;
        // Constraint names are unique per database: the backup's tables need them.
        for (const { table } of kept) {
          const aside = OLD_PREFIX + table;
          for (const clause of foreignKeysOf(await showCreate(connection, aside))) {
            await connection.query(
              `ALTER TABLE ${quote(aside)} DROP FOREIGN KEY ${quote(foreignKeyName(clause)!)}`,
            );
          }
        }
      }
      await load(connection, file, loaded);
    } catch (error) {
      await putBack(connection, loaded, movedAside ? kept : [], kept);
      throw error;
    }
    for (const table of live) await connection.query(`DROP TABLE ${quote(OLD_PREFIX + table)}`);
    return checked;
  } finally {
    await connection.query('SET FOREIGN_KEY_CHECKS = 1').catch(() => undefined);
    await connection.end();
  }
}

/** Creates and fills the backup's tables; `loaded` names each table as it is created. */
async function load(connection: Connection, file: string, loaded: string[]): Promise<void> {
  let current: TableLine | undefined;
  let batch: Value[][] = [];
  const flush = async () => {
    if (!current || !batch.length) return;
    await connection.query(
      `INSERT INTO ${quote(current.table)} (${current.columns.map(quote).join(', ')}) VALUES ?`,
      [batch.map((row) => row.map(decode))],
    );
    batch = [];
  };
  await scanBackup(file, {
    table: async (line) => {
      await flush();
      current = line;
      loaded.push(line.table);
      await connection.query(line.create);
    },
    row: async (row) => {
      batch.push(row);
      if (batch.length >= INSERT_BATCH) await flush();
    },
  });
  await flush();
}

/** Undoes a failed restore: drops what it loaded, renames the old tables back, re-adds their keys. */
async function putBack(
  connection: Connection,
  loaded: string[],
  aside: Kept[],
  kept: Kept[],
): Promise<void> {
  for (const table of loaded) await connection.query(`DROP TABLE IF EXISTS ${quote(table)}`);
  if (aside.length) {
    await connection.query(
      `RENAME TABLE ${aside.map(({ table }) => `${quote(OLD_PREFIX + table)} TO ${quote(table)}`).join(', ')}`,
    );
  }
  for (const { table, foreignKeys } of kept) {
    const present = foreignKeysOf(await showCreate(connection, table)).map(foreignKeyName);
    for (const clause of foreignKeys) {
      if (present.includes(foreignKeyName(clause))) continue;
      await connection.query(`ALTER TABLE ${quote(table)} ADD ${clause}`);
    }
  }
}
