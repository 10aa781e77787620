import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection, RowDataPacket } from 'mysql2/promise';
import { parseDatabaseUrl } from '../../src/config/database-url';
import { backup, restore, sqliteTables } from '../../src/ops/backup';
import { readyStudent } from '../support/enrich';
import { createUser } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

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
      } finally {
        await t.close();
      }
    });
  });
