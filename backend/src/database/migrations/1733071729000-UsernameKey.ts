import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

const MAX = 50; // LENGTH.username

type Row = { id: string; username: string; school_id: number | null };

/**
 * Usernames are unique regardless of case: `username_key` holds the lower-case form
 * under a unique index, on every database (collations differ). Existing case variants are
 * resolved deterministically: the oldest account (created_at, then id) keeps its name, each
 * later one becomes `<name>_2`, `<name>_3`, … (the first free one), with an audit row saying so.
 */
export class UsernameKey1733071729000 implements MigrationInterface {
  name = 'UsernameKey1733071729000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = { name: 'username_key', type: 'varchar', length: String(MAX) };
    await queryRunner.addColumn('users', new TableColumn({ ...column, isNullable: true }));
    await queryRunner.query('UPDATE users SET username_key = LOWER(username)');
    const rows: Row[] = await queryRunner.query(
      'SELECT id, username, school_id FROM users ORDER BY created_at, id',
    );
    const keys = new Set(rows.map((r) => r.username.toLowerCase()));
    const seen = new Set<string>();
    for (const row of rows) {
      if (!seen.has(row.username.toLowerCase())) {
        seen.add(row.username.toLowerCase());
        continue;
      }
      let username = row.username;
      for (let n = 2; keys.has(username.toLowerCase()); n++) {
        username = `${row.username.slice(0, MAX - `_${n}`.length)}_${n}`;
      }
      keys.add(username.toLowerCase());
      seen.add(username.toLowerCase());
      await queryRunner.query('UPDATE users SET username = ?, username_key = ? WHERE id = ?', [
        username,
        username.toLowerCase(),
        row.id,
      ]);
      await renamed(queryRunner, row, username);
    }
    await queryRunner.changeColumn(
      'users',
      'username_key',
      new TableColumn({ ...column, isNullable: false }),
    );
    const table = await queryRunner.getTable('users');
    if (table?.indices.some((i) => i.name === 'uq_users_username')) {
      await queryRunner.dropIndex('users', 'uq_users_username');
    }
    await queryRunner.createIndex(
      'users',
      new TableIndex({
        name: 'uq_users_username_key',
        columnNames: ['username_key'],
        isUnique: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('users', 'uq_users_username_key');
    await queryRunner.dropColumn('users', 'username_key');
    await queryRunner.createIndex(
      'users',
      new TableIndex({ name: 'uq_users_username', columnNames: ['username'], isUnique: true }),
    );
  }
}

/** Staff can see why a student's username changed. */
function renamed(queryRunner: QueryRunner, row: Row, username: string) {
  return queryRunner.query(
    `INSERT INTO audit_logs
       (actor_id, actor_email, action, resource, resource_id, \`before\`, \`after\`, ip, school_id, at)
     VALUES (NULL, NULL, 'username_deduplicated', 'users', ?, ?, ?, NULL, ?, ?)`,
    [
      row.id,
      JSON.stringify({ username: row.username }),
      JSON.stringify({ username }),
      row.school_id,
      new Date().toISOString().replace('T', ' ').replace('Z', ''),
    ],
  );
}
