import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection, RowDataPacket } from 'mysql2/promise';
import { parseDatabaseUrl } from '../../src/config/database-url';
import { backup, BackupRefused, restore, sqliteTables } from '../../src/ops/backup';
import { OLD_PREFIX } from '../../src/ops/mysql-backup';
import { gzipSync } from 'node:zlib';
import { rewriteMysqlBackup } from '../support/backup-files';
import { readyStudent } from '../support/enrich';
import { createUser } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

jest.setTimeout(180_000);

type Snapshot = Record<string, string[]>;

/** Every table's rows, each as JSON, sorted: equal snapshots mean equal databases. */
function sqliteSnapshot(file: string): Snapshot {
  const db = new Database(file, { readonly: true });
  try {
    return Object.fromEntries(
      sqliteTables(db).map((t) => [
        t,
        (db.prepare(`SELECT * FROM "${t}"`).all() as object[])
          .map((row) =>
            JSON.stringify(row, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('hex') : v)),
          )
          .sort(),
      ]),
    );
  } finally {
    db.close();
  }
}

async function mysqlSnapshot(url: string): Promise<Snapshot> {
  const connection = await createConnection({ uri: url });
  try {
    const [tables] = await connection.query<RowDataPacket[]>(
      "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
    );
    const snapshot: Snapshot = {};
    for (const { name } of tables) {
      // The server's own text for every value (typeCast off): nothing is lost to JS types.
      const [rows] = await connection.query({
        sql: `SELECT * FROM \`${name}\``,
        typeCast: false,
        rowsAsArray: true,
      });
      snapshot[name as string] = (rows as (Buffer | null)[][])
        .map((row) => JSON.stringify(row.map((v) => (v === null ? null : v.toString('hex')))))
        .sort();
    }
    return snapshot;
  } finally {
    await connection.end();
  }
}

/** A database with a bit of everything: the seed, students, answers, scores, mail, audit. */
async function populate(t: TestApp) {
  await readyStudent(t);
  await createUser(t, { username: 'ünïcødé_名前' });
  await t.http().post('/api/users/forgot-password').send({ email: 'admin@aspire.test' });
}

/** Every table's definition (columns, keys, foreign keys) as the server prints it. */
async function mysqlSchema(url: string): Promise<Record<string, string>> {
  const connection = await createConnection({ uri: url });
  try {
    const [tables] = await connection.query<RowDataPacket[]>(
      "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
    );
    const schema: Record<string, string> = {};
    for (const { name } of tables) {
      const [[row]] = await connection.query<RowDataPacket[]>(`SHOW CREATE TABLE \`${name}\``);
      // Its lines sorted: re-adding a foreign key may list its index in another place.
      schema[name as string] = (row!['Create Table'] as string)
        .replace(/ AUTO_INCREMENT=\d+/, '')
        .split('\n')
        .map((line) => line.replace(/,$/, ''))
        .sort()
        .join('\n');
    }
    return schema;
  } finally {
    await connection.end();
  }
}

const rowsIn = (s: Snapshot) => Object.values(s).reduce((n, rows) => n + rows.length, 0);

describe('backup and restore on SQLite (online backup API)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'aspire-backup-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('should restore every table row for row after the database is wiped', async () => {
    const file = join(dir, 'aspire.sqlite');
    const db = parseDatabaseUrl(`sqlite:${file}`);
    const t = await createTestApp({ env: { DATABASE_URL: `sqlite:${file}` } });
    let before: Snapshot;
    try {
      await populate(t);
      before = sqliteSnapshot(file);
      // Taken while the application is running.
      const summary = await backup(db, join(dir, 'backup.sqlite'));
      expect(summary.rows).toBe(rowsIn(before));
      expect(summary.tables).toBe(Object.keys(before).length);
    } finally {
      await t.close();
    }
    expect(rowsIn(before)).toBeGreaterThan(100);

    const wipe = new Database(file);
    wipe.pragma('foreign_keys = OFF');
    for (const table of sqliteTables(wipe)) wipe.exec(`DROP TABLE "${table}"`);
    wipe.close();
    expect(sqliteSnapshot(file)).toEqual({});

    await restore(db, join(dir, 'backup.sqlite'));
    expect(sqliteSnapshot(file)).toEqual(before);

    // The application starts on the restored database, every migration already applied.
    const again = await createTestApp({ seed: false, env: { DATABASE_URL: `sqlite:${file}` } });
    try {
      await again.http().get('/api/health/ready').expect(200);
    } finally {
      await again.close();
    }
  });

  it('should write the backup readable by its owner only (0600)', async () => {
    const file = join(dir, 'mode.sqlite');
    const t = await createTestApp({ env: { DATABASE_URL: `sqlite:${file}` } });
    await t.close();
    await backup(parseDatabaseUrl(`sqlite:${file}`), join(dir, 'mode-backup.sqlite'));
    expect(statSync(join(dir, 'mode-backup.sqlite')).mode & 0o777).toBe(0o600);
  });

  describe('a bad file leaves the database as it was, and says why', () => {
    let file: string;
    let good: string;
    let before: Snapshot;
    const db = () => parseDatabaseUrl(`sqlite:${file}`);
    beforeAll(async () => {
      file = join(dir, 'live.sqlite');
      good = join(dir, 'good.sqlite');
      const t = await createTestApp({ env: { DATABASE_URL: `sqlite:${file}` } });
      try {
        await populate(t);
        await backup(db(), good);
      } finally {
        await t.close();
      }
      before = sqliteSnapshot(file);
    });
    afterEach(() => expect(sqliteSnapshot(file)).toEqual(before));

    it('refuses a truncated file', async () => {
      const cut = join(dir, 'cut.sqlite');
      writeFileSync(cut, readFileSync(good).subarray(0, Math.floor(statSync(good).size / 2)));
      await expect(restore(db(), cut)).rejects.toThrow(BackupRefused);
      await expect(restore(db(), cut)).rejects.toThrow(/damaged|not an Aspire backup/);
    });

    it("refuses a foreign file: a gzip, and a SQLite database that is not Aspire's", async () => {
      const gz = join(dir, 'foreign.gz');
      writeFileSync(gz, gzipSync('{"hello":"world"}\n'));
      await expect(restore(db(), gz)).rejects.toThrow(/is not an Aspire backup/);
      const other = join(dir, 'other-app.sqlite');
      const foreign = new Database(other);
      foreign.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
      foreign.close();
      await expect(restore(db(), other)).rejects.toThrow(/is not an Aspire backup/);
    });

    it('refuses a file from a newer schema, naming the migration', async () => {
      const newer = join(dir, 'newer.sqlite');
      const live = new Database(file);
      live
        .prepare('INSERT INTO migrations (timestamp, name) VALUES (?, ?)')
        .run(1999999999999, 'FromTheFuture1999999999999');
      live.close();
      await backup(db(), newer);
      const undo = new Database(file);
      undo.prepare('DELETE FROM migrations WHERE name = ?').run('FromTheFuture1999999999999');
      undo.close();
      await expect(restore(db(), newer)).rejects.toThrow(
        /written by a newer version of Aspire: its schema has migration FromTheFuture1999999999999/,
      );
    });

    it('refuses a file changed after it was written (checksum)', async () => {
      const changed = join(dir, 'changed.sqlite');
      writeFileSync(changed, readFileSync(good));
      const edit = new Database(changed);
      edit
        .prepare("UPDATE users SET username = 'someone_else' WHERE username = 'demo_student'")
        .run();
      edit.close();
      await expect(restore(db(), changed)).rejects.toThrow(/checksum does not match/);
    });
  });

  it('should refuse a backup file that does not exist', async () => {
    const db = parseDatabaseUrl(`sqlite:${join(dir, 'other.sqlite')}`);
    await expect(restore(db, join(dir, 'missing.sqlite'))).rejects.toThrow(/No backup/);
  });
});

// MariaDB runs where the suite runs on it (TEST_DATABASE_URL, as in CI); SQLite runs always.
const onMysql = process.env.TEST_DATABASE_URL?.startsWith('mysql');

if (onMysql)
  describe('backup and restore on MySQL/MariaDB (consistent snapshot)', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'aspire-backup-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('should restore every table row for row after the database is wiped', async () => {
      const t = await createTestApp();
      try {
        const url = (t.dataSource.options as { url: string }).url;
        const db = parseDatabaseUrl(url);
        await populate(t);
        const before = await mysqlSnapshot(url);
        expect(rowsIn(before)).toBeGreaterThan(100);
        const file = join(dir, 'backup.jsonl.gz');
        const summary = await backup(db, file);
        expect(summary).toMatchObject({ tables: Object.keys(before).length, rows: rowsIn(before) });

        const connection = await createConnection({ uri: url });
        await connection.query('SET FOREIGN_KEY_CHECKS = 0');
        for (const table of Object.keys(before)) await connection.query(`DROP TABLE \`${table}\``);
        await connection.end();
        expect(await mysqlSnapshot(url)).toEqual({});

        await restore(db, file);
        expect(await mysqlSnapshot(url)).toEqual(before);
        await t.http().get('/api/health/ready').expect(200);
        expect(statSync(file).mode & 0o777).toBe(0o600);
      } finally {
        await t.close();
      }
    });

    describe('a bad file leaves the database as it was, and says why', () => {
      let t: TestApp;
      let url: string;
      let good: string;
      let before: Snapshot;
      let schema: Record<string, string>;
      const db = () => parseDatabaseUrl(url);
      beforeAll(async () => {
        t = await createTestApp();
        url = (t.dataSource.options as { url: string }).url;
        await populate(t);
        good = join(dir, 'good.jsonl.gz');
        await backup(db(), good);
        before = await mysqlSnapshot(url);
        schema = await mysqlSchema(url);
        expect(Object.values(schema).join('\n')).toMatch(/FOREIGN KEY/);
      });
      afterAll(() => t.close());
      afterEach(async () => {
        const after = await mysqlSnapshot(url);
        expect(Object.keys(after).filter((n) => n.startsWith(OLD_PREFIX))).toEqual([]);
        expect(after).toEqual(before);
        expect(await mysqlSchema(url)).toEqual(schema);
      });

      it('refuses a truncated file', async () => {
        const cut = join(dir, 'cut.jsonl.gz');
        writeFileSync(cut, readFileSync(good).subarray(0, Math.floor(statSync(good).size * 0.6)));
        await expect(restore(db(), cut)).rejects.toThrow(/is incomplete/);
        // Cut at a line: whole gzip, no manifest.
        const cutAtLine = join(dir, 'cut-at-line.jsonl.gz');
        rewriteMysqlBackup(good, cutAtLine, (lines) => lines.slice(0, lines.length - 40), {
          manifest: 'drop',
        });
        await expect(restore(db(), cutAtLine)).rejects.toThrow(/ends before its manifest/);
      });

      it('refuses a foreign file: not gzip, and a gzip that is not an Aspire backup', async () => {
        const text = join(dir, 'foreign.txt');
        writeFileSync(text, 'CREATE TABLE x (id int);\n');
        await expect(restore(db(), text)).rejects.toThrow(
          /not an Aspire backup \(it is not a gzip file\)/,
        );
        const gz = join(dir, 'foreign.gz');
        writeFileSync(gz, gzipSync('{"hello":"world"}\n'));
        await expect(restore(db(), gz)).rejects.toThrow(/not an Aspire backup/);
      });

      it('refuses a file from a newer schema, naming the migration', async () => {
        const newer = join(dir, 'newer.jsonl.gz');
        rewriteMysqlBackup(good, newer, (lines) => {
          const at = lines.findIndex(
            (l) => (JSON.parse(l) as { table?: string }).table === 'migrations',
          );
          const columns = (JSON.parse(lines[at]) as { columns: string[] }).columns;
          const row = columns.map((c) =>
            c === 'id' ? '999' : c === 'timestamp' ? '1999999999999' : 'FromTheFuture1999999999999',
          );
          return [...lines.slice(0, at + 1), JSON.stringify({ row }), ...lines.slice(at + 1)];
        });
        await expect(restore(db(), newer)).rejects.toThrow(
          /written by a newer version of Aspire: its schema has migration FromTheFuture1999999999999/,
        );
      });

      it('refuses a file changed after it was written (checksum)', async () => {
        const changed = join(dir, 'changed.jsonl.gz');
        rewriteMysqlBackup(
          good,
          changed,
          (lines) => lines.map((l) => l.replace('demo_student', 'demo_stuxent')),
          {
            manifest: 'keep',
          },
        );
        await expect(restore(db(), changed)).rejects.toThrow(/checksum does not match/);
      });

      it('puts the old tables back when loading fails part-way (a row the database refuses)', async () => {
        const clash = join(dir, 'clash.jsonl.gz');
        // A valid file (manifest and checksum agree) whose users table holds one row twice.
        rewriteMysqlBackup(good, clash, (lines) => {
          const at = lines.findIndex(
            (l) => (JSON.parse(l) as { table?: string }).table === 'users',
          );
          return [...lines.slice(0, at + 2), lines[at + 1], ...lines.slice(at + 2)];
        });
        await expect(restore(db(), clash)).rejects.toThrow(/Duplicate entry/);
        await t.http().get('/api/health/ready').expect(200);
      });
    });
  });
