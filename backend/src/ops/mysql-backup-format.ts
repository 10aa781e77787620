import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { BackupRefused, refuseCountMismatch, TableCounts, totalRows } from './backup-file';

/**
 * The MySQL/MariaDB backup file: gzipped JSON lines. A header, then per table its
 * `SHOW CREATE TABLE` and its rows (values exactly as the server sent them), then, since
 * version 2, a manifest: the rows per table and a SHA-256 of every line before it. A file cut
 * short has no manifest; a file changed after it was written fails the checksum.
 */
export const FORMAT = 'aspire-mysql-backup';
export const VERSION = 2;

export type Value = string | null | { b64: string };
export type Header = { format: typeof FORMAT; version: number; createdAt: string };
export type TableLine = { table: string; create: string; columns: string[] };
export type RowLine = { row: Value[] };
export type Manifest = { tables: TableCounts; rows: number; sha256: string };
export type ManifestLine = { manifest: Manifest };

/** Hashes lines as they are written or read: the manifest's checksum. */
export class LineHash {
  private readonly hash = createHash('sha256');
  add(line: string): string {
    this.hash.update(line);
    return line;
  }
  digest(): string {
    return this.hash.digest('hex');
  }
}

export type ScanHandlers = {
  table?: (line: TableLine) => Promise<void>;
  row?: (row: Value[]) => Promise<void>;
};

export type ScanResult = { version: number; counts: TableCounts; migrations: string[] };

/**
 * Reads the whole file and checks it: gzip, the header, every line, the manifest's counts and
 * checksum. The handlers see each table and row as they come (the restore loads through them);
 * they are called before the end is checked, so a loader must be able to undo.
 */
export async function scanBackup(file: string, handlers: ScanHandlers = {}): Promise<ScanResult> {
  const hash = new LineHash();
  const counts: TableCounts = {};
  const migrations: string[] = [];
  let header: Header | undefined;
  let manifest: Manifest | undefined;
  let current: TableLine | undefined;
  let migrationName = -1;
  for await (const text of lines(file)) {
    if (manifest) throw new BackupRefused(`${file} is damaged: lines follow its manifest`);
    const line = parse(file, text, header === undefined);
    if (!header) {
      header = checkHeader(file, line);
      hash.add(`${text}\n`);
      continue;
    }
    if ('manifest' in line) {
      manifest = line.manifest;
      continue;
    }
    hash.add(`${text}\n`);
    if ('table' in line && typeof line.create === 'string' && Array.isArray(line.columns)) {
      current = line;
      counts[line.table] = 0;
      migrationName = line.table === 'migrations' ? line.columns.indexOf('name') : -1;
      await handlers.table?.(line);
    } else if ('row' in line && Array.isArray(line.row) && current) {
      if (line.row.length !== current.columns.length) {
        throw new BackupRefused(
          `${file} is damaged: a row of ${current.table} has the wrong width`,
        );
      }
      counts[current.table]++;
      const name = migrationName >= 0 ? line.row[migrationName] : undefined;
      if (typeof name === 'string') migrations.push(name);
      await handlers.row?.(line.row);
    } else {
      throw new BackupRefused(`${file} is damaged: a line is neither a table nor a row`);
    }
  }
  if (!header) throw new BackupRefused(`${file} is empty`);
  if (header.version >= 2) {
    if (!manifest) {
      throw new BackupRefused(
        `${file} is incomplete: it ends before its manifest (the file was cut short)`,
      );
    }
    if (manifest.sha256 !== hash.digest()) {
      throw new BackupRefused(`${file} is damaged: its checksum does not match its manifest`);
    }
    refuseCountMismatch(file, manifest.tables ?? {}, counts);
    if (manifest.rows !== totalRows(counts)) {
      throw new BackupRefused(`${file} is damaged: its manifest's row total does not match`);
    }
  }
  return { version: header.version, counts, migrations };
}

function parse(
  file: string,
  text: string,
  first: boolean,
): Header | TableLine | RowLine | ManifestLine {
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return value as Header | TableLine | RowLine | ManifestLine;
    }
  } catch {
    // Reported below, in the file's terms.
  }
  throw new BackupRefused(
    first
      ? `${file} is not an Aspire backup (its first line is not an Aspire backup header)`
      : `${file} is damaged: a line is not valid JSON`,
  );
}

function checkHeader(file: string, line: object): Header {
  const header = line as Partial<Header>;
  if (header.format !== FORMAT) {
    throw new BackupRefused(`${file} is not an Aspire backup (no "${FORMAT}" header)`);
  }
  if (typeof header.version !== 'number' || header.version < 1) {
    throw new BackupRefused(`${file} is damaged: its header has no version`);
  }
  if (header.version > VERSION) {
    throw new BackupRefused(
      `${file} was written by a newer version of Aspire (backup format ${header.version}; ` +
        `this version reads up to ${VERSION})`,
    );
  }
  return header as Header;
}

/** The file's lines, ungzipped; a file that is not gzip, or is cut short, is refused. */
async function* lines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const stream = createReadStream(file)
    .on('error', (error) => gunzip.destroy(error))
    .pipe(gunzip);
  let rest: Buffer = Buffer.alloc(0);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let data: Buffer = rest.length ? Buffer.concat([rest, chunk]) : chunk;
      let end: number;
      while ((end = data.indexOf(0x0a)) >= 0) {
        const text = data.subarray(0, end).toString('utf8');
        data = data.subarray(end + 1);
        if (text) yield text;
      }
      rest = data;
    }
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'Z_BUF_ERROR' || /unexpected end/i.test((error as Error).message)) {
      throw new BackupRefused(`${file} is incomplete: its compressed data ends part-way`);
    }
    if (code === 'Z_DATA_ERROR') {
      throw new BackupRefused(`${file} is not an Aspire backup (it is not a gzip file)`);
    }
    throw error;
  }
  if (rest.length) yield rest.toString('utf8');
}
