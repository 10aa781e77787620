import { createConnection } from 'mysql2/promise';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { COLLATION } from '../../src/database/migrations/1734200000000-ExplicitCollation';
import { onConflictUpdate, upsertFlavour } from '../../src/database/upsert';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * MySQL 8.4 (what docker-compose.yml ships) and MariaDB (what CI runs) get the upsert each one
 * takes, and tables whose collation is named, not the server's default.
 */
jest.setTimeout(180_000);

describe('upserts by flavour', () => {
  const set = (incoming: (c: string) => string) => [
    `n = n + ${incoming('n')}`,
    `label = ${incoming('label')}`,
  ];

  it('writes the row-alias form for MySQL, VALUES() for MariaDB, excluded for SQLite', () => {
    expect(onConflictUpdate('mysql', ['k'], set)).toBe(
      'AS incoming ON DUPLICATE KEY UPDATE n = n + incoming.n, label = incoming.label',
    );
    expect(onConflictUpdate('mariadb', ['k'], set)).toBe(
      'ON DUPLICATE KEY UPDATE n = n + VALUES(n), label = VALUES(label)',
    );
    expect(onConflictUpdate('sqlite', ['k'], set)).toBe(
      'ON CONFLICT (k) DO UPDATE SET n = n + excluded.n, label = excluded.label',
    );
  });

  it('tells the flavour from the data source type', () => {
    expect(upsertFlavour({ options: { type: 'mysql' } } as DataSource)).toBe('mysql');
    expect(upsertFlavour({ options: { type: 'mariadb' } } as DataSource)).toBe('mariadb');
    expect(upsertFlavour({ options: { type: 'better-sqlite3' } } as DataSource)).toBe('sqlite');
  });

  describe('on the database at hand', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ seed: false });
    });
    afterAll(() => t.close());

    it('adds to an existing row and inserts a new one, with no warning', async () => {
      const ds = t.dataSource;
      const flavour = upsertFlavour(ds);
      // MariaDB in CI is detected as such (MySQL's row alias would be a syntax error there).
      if (process.env.TEST_DATABASE_URL?.startsWith('mysql')) expect(flavour).toBe('mariadb');
      await ds.query(
        'CREATE TABLE upsert_probe (k VARCHAR(16) PRIMARY KEY, n INTEGER NOT NULL, label VARCHAR(16))',
      );
      try {
        const insert = `INSERT INTO upsert_probe (k, n, label) VALUES (?, ?, ?), (?, ?, ?) ${onConflictUpdate(flavour, ['k'], set)}`;
        await ds.query(insert, ['a', 1, 'one', 'b', 2, 'two']);
        const runner = ds.createQueryRunner();
        try {
          await runner.query(insert, ['a', 10, 'ten', 'c', 3, 'three']);
          if (flavour !== 'sqlite') expect(await runner.query('SHOW WARNINGS')).toEqual([]);
        } finally {
          await runner.release();
        }
        const rows = (await ds.query(
          'SELECT k, n, label FROM upsert_probe ORDER BY k',
        )) as object[];
        expect(rows.map((r) => ({ ...r }))).toEqual([
          { k: 'a', n: 11, label: 'ten' },
          { k: 'b', n: 2, label: 'two' },
          { k: 'c', n: 3, label: 'three' },
        ]);
      } finally {
        await ds.query('DROP TABLE upsert_probe');
      }
    });
  });
});

const base = process.env.TEST_DATABASE_URL;
const onMysql = base?.startsWith('mysql');

if (onMysql)
  describe('collation named in the migrations', () => {
    // A server whose default collation is NO PAD, as MySQL 8.4's utf8mb4_0900_ai_ci is.
    const name = `aspire_t_nopad_${randomBytes(4).toString('hex')}`;
    const url = new URL(base!);
    url.pathname = `/${name}`;
    let t: TestApp;
    const admin = async (sql: string, params: unknown[] = []) => {
      const c = await createConnection({ uri: base! });
      try {
        return (await c.query(sql, params))[0];
      } finally {
        await c.end();
      }
    };
    beforeAll(async () => {
      await admin(
        `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_general_nopad_ci`,
      );
      t = await createTestApp({
        seed: false,
        database: { url: url.toString(), kind: 'mysql', drop: async () => undefined },
      });
    });
    afterAll(async () => {
      await t?.close();
      await admin(`DROP DATABASE IF EXISTS \`${name}\``);
    });

    it('gives the database, every table and every text column the named collation', async () => {
      const [schema] = (await admin(
        'SELECT DEFAULT_COLLATION_NAME AS c FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?',
        [name],
      )) as { c: string }[];
      expect(schema!.c).toBe(COLLATION);
      const tables = (await admin(
        "SELECT TABLE_NAME AS t, TABLE_COLLATION AS c FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'",
        [name],
      )) as { t: string; c: string }[];
      expect(tables.length).toBeGreaterThan(30);
      expect(tables.filter((r) => r.c !== COLLATION)).toEqual([]);
      const columns = (await admin(
        'SELECT TABLE_NAME AS t, COLUMN_NAME AS col, COLLATION_NAME AS c FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND COLLATION_NAME IS NOT NULL',
        [name],
      )) as { t: string; col: string; c: string }[];
      expect(columns.length).toBeGreaterThan(50);
      expect(columns.filter((r) => r.c !== COLLATION)).toEqual([]);
    });

    it('treats a trailing space as the same value in a unique key (PAD SPACE), as MariaDB always did', async () => {
      await t.dataSource.query(
        "INSERT INTO job_leases (name, holder, lease_until) VALUES ('probe', 'a', '2020-01-01 00:00:00')",
      );
      await expect(
        t.dataSource.query(
          "INSERT INTO job_leases (name, holder, lease_until) VALUES ('probe ', 'b', '2020-01-01 00:00:00')",
        ),
      ).rejects.toThrow(/Duplicate entry/);
    });

    it('leaves no difference between the entities and the schema', async () => {
      const pending = await t.dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    });
  });
