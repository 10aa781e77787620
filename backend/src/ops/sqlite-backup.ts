import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  BackupRefused,
  BackupSummary,
  createPrivateFile,
  refuseCountMismatch,
  refuseNewerSchema,
  TableCounts,
  totalRows,
} from './backup-file';

/**
 * SQLite backups: the online backup API (a consistent copy page by page, writers not blocked)
 * into a plain SQLite file that `sqlite3` opens as it is. The copy carries its manifest in one
 * extra table: the rows per table and a SHA-256 of every row, checked before a restore.
 */
const MANIFEST_TABLE = 'aspire_backup_manifest';
const FORMAT = 'aspire-sqlite-backup';
const VERSION = 1;

type Manifest = {
  format: string;
  version: number;
  createdAt: string;
  tables: TableCounts;
  sha256: string;
};

export function sqliteTables(db: Database.Database): string[] {
  return (
    db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as { name: string }[]
  )
    .map((r) => r.name)
    .filter((name) => name !== MANIFEST_TABLE);
}

/** By rowid; a WITHOUT ROWID table by its columns. */
function ordered(db: Database.Database, table: string): Database.Statement {
  try {
    return db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`);
  } catch {
    const width = db.prepare(`SELECT * FROM "${table}" LIMIT 0`).columns().length;
    const all = Array.from({ length: width }, (_, i) => i + 1).join(', ');
    return db.prepare(`SELECT * FROM "${table}" ORDER BY ${all}`);
  }
}

/** Every table's rows in rowid order (or by every column, WITHOUT ROWID), hashed. */
function contents(db: Database.Database): { tables: TableCounts; sha256: string } {
  const hash = createHash('sha256');
  const tables: TableCounts = {};
  for (const table of sqliteTables(db)) {
    hash.update(`table ${table}\n`);
    tables[table] = 0;
    const statement = ordered(db, table).raw(true);
    for (const row of statement.iterate() as Iterable<unknown[]>) {
      hash.update(
        JSON.stringify(row, (_k, v: unknown) =>
          Buffer.isBuffer(v) ? { hex: v.toString('hex') } : typeof v === 'bigint' ? String(v) : v,
        ) + '\n',
      );
      tables[table]++;
    }
  }
  return { tables, sha256: hash.digest('hex') };
}

export async function backupSqlite(source: string, file: string): Promise<BackupSummary> {
  if (source === ':memory:') throw new Error('An in-memory database cannot be backed up');
  createPrivateFile(file);
  const db = new Database(resolve(source), { fileMustExist: true });
  try {
    await db.backup(resolve(file));
  } finally {
    db.close();
  }
  const copy = new Database(resolve(file), { fileMustExist: true });
  try {
    // The copy is the one that counts: a row written during the backup is in it or not.
    const { tables, sha256 } = contents(copy);
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      tables,
      sha256,
    };
    copy.exec(`CREATE TABLE ${MANIFEST_TABLE} (manifest TEXT NOT NULL)`);
    copy
      .prepare(`INSERT INTO ${MANIFEST_TABLE} (manifest) VALUES (?)`)
      .run(JSON.stringify(manifest));
    return { file, tables: Object.keys(tables).length, rows: totalRows(tables) };
  } finally {
    copy.close();
  }
}

/** Opens `file` as a SQLite database read-only, or says why it is not one. */
function openBackup(file: string): Database.Database {
  try {
    const db = new Database(resolve(file), { readonly: true, fileMustExist: true });
    db.prepare('SELECT COUNT(*) FROM sqlite_master').get();
    return db;
  } catch (error) {
    throw new BackupRefused(
      `${file} is not an Aspire backup (not a SQLite database: ${(error as Error).message})`,
    );
  }
}

/** The integrity check, the manifest's counts and checksum, the schema's age. */
export function checkSqliteBackup(file: string): BackupSummary {
  const db = openBackup(file);
  try {
    let integrity: unknown;
    try {
      integrity = db.pragma('integrity_check', { simple: true });
    } catch (error) {
      integrity = (error as Error).message;
    }
    if (integrity !== 'ok') {
      throw new BackupRefused(`${file} is damaged (cut short or changed): ${String(integrity)}`);
    }
    const found = contents(db);
    const manifest = readManifest(db);
    if (manifest) {
      refuseCountMismatch(file, manifest.tables, found.tables);
      if (manifest.sha256 !== found.sha256) {
        throw new BackupRefused(`${file} is damaged: its checksum does not match its manifest`);
      }
    }
    const migrations = found.tables.migrations
      ? (db.prepare('SELECT name FROM migrations').all() as { name: string }[]).map((r) => r.name)
      : [];
    refuseNewerSchema(file, migrations);
    return { file, tables: Object.keys(found.tables).length, rows: totalRows(found.tables) };
  } finally {
    db.close();
  }
}

/** A backup written before manifests were (plain online copies) is checked by its integrity only. */
function readManifest(db: Database.Database): Manifest | undefined {
  const present = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
    .get(MANIFEST_TABLE);
  if (!present) return undefined;
  const row = db.prepare(`SELECT manifest FROM ${MANIFEST_TABLE}`).get() as
    { manifest: string } | undefined;
  try {
    const manifest = JSON.parse(row?.manifest ?? '') as Manifest;
    if (manifest.format === FORMAT && manifest.version <= VERSION) return manifest;
  } catch {
    // Falls through to the refusal.
  }
  throw new BackupRefused(`the manifest of this backup is unreadable or from a newer Aspire`);
}

/**
 * Checks the file, copies it beside the database, drops the manifest from the copy, then swaps
 * the copy in with one rename: a failure before the rename leaves the database as it was.
 */
export async function restoreSqlite(file: string, target: string): Promise<BackupSummary> {
  const summary = checkSqliteBackup(file);
  const targetFile = resolve(target);
  const staged = `${targetFile}.restoring`;
  for (const suffix of ['', '-wal', '-shm', '-journal'])
    rmSync(`${staged}${suffix}`, { force: true });
  try {
    createPrivateFile(staged);
    const source = new Database(resolve(file), { readonly: true, fileMustExist: true });
    try {
      await source.backup(staged);
    } finally {
      source.close();
    }
    const copy = new Database(staged);
    try {
      copy.exec(`DROP TABLE IF EXISTS ${MANIFEST_TABLE}`);
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    // The old database's write-ahead log is folded into it first: nothing of it may be
    // replayed over the restored file once the rename is done.
    if (existsSync(targetFile)) {
      const old = new Database(targetFile);
      try {
        old.pragma('wal_checkpoint(TRUNCATE)');
      } finally {
        old.close();
      }
    }
    for (const suffix of ['-wal', '-shm']) rmSync(`${targetFile}${suffix}`, { force: true });
    renameSync(staged, targetFile);
  } catch (error) {
    rmSync(staged, { force: true });
    throw error;
  }
  return summary;
}
