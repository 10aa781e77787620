import { randomUUID } from 'node:crypto';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { UsernameKey1733071729000 } from '../../src/database/migrations/1733071729000-UsernameKey';
import { User } from '../../src/users/entities/user.entity';
import { createTestApp, TestApp } from '../support/test-app';

describe('the migration making usernames unique regardless of case', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ seed: false })));
  afterAll(() => t.close());

  it('should keep the oldest of each case variant and rename the others deterministically', async () => {
    const migration = new UsernameKey1733071729000();
    const runner = t.dataSource.createQueryRunner();
    const day = (n: number) => `2025-01-0${n} 08:00:00.000`;
    const long = 'x'.repeat(50);
    const rows: [string, number][] = [
      ['abc_13_2', 1],
      ['ABC_13', 2],
      ['abc_13', 3],
      ['Abc_13', 4],
      ['Solo', 2],
      [long, 5],
      [long.toUpperCase(), 6],
    ];
    const ids: Record<string, string> = {};
    await runner.beforeMigration(); // as when migrations run: SQLite rebuilds tables, keys off
    try {
      await migration.down(runner);
      // Case variants exist where the old index was case-sensitive (SQLite, a _bin collation).
      await runner.dropIndex('users', 'uq_users_username');
      for (const [username, created] of rows) {
        ids[username] = randomUUID();
        await runner.query(
          `INSERT INTO users (id, email, username, password_hash, age, role, app_role,
             token_version, created_at, updated_at)
           VALUES (?, ?, ?, 'x', 15, 'user', 'user', 0, ?, ?)`,
          [
            ids[username],
            `${ids[username]}@demo-school.test`,
            username,
            day(created),
            day(created),
          ],
        );
      }
      await migration.up(runner);
    } finally {
      await runner.afterMigration();
      await runner.release();
    }
    const users = await t.dataSource.getRepository(User).find();
    const nameOf = Object.fromEntries(users.map((u) => [u.id, u.username]));
    expect(rows.map(([username]) => nameOf[ids[username]])).toEqual([
      'abc_13_2',
      'ABC_13',
      'abc_13_3',
      'Abc_13_4',
      'Solo',
      long,
      `${'X'.repeat(48)}_2`,
    ]);
    expect(users.every((u) => u.usernameKey === u.username.toLowerCase())).toBe(true);
    const audit = await t.dataSource
      .getRepository(AuditLog)
      .find({ where: { action: 'username_deduplicated' }, order: { id: 'ASC' } });
    expect(audit.map((a) => [a.resourceId, a.before, a.after])).toEqual([
      [ids.abc_13, { username: 'abc_13' }, { username: 'abc_13_3' }],
      [ids.Abc_13, { username: 'Abc_13' }, { username: 'Abc_13_4' }],
      [
        ids[long.toUpperCase()],
        { username: long.toUpperCase() },
        { username: `${'X'.repeat(48)}_2` },
      ],
    ]);
    const pending = await t.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });
});
