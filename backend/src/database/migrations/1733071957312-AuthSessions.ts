import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/** Server-side sessions: a token is good only while its row exists. */
export class AuthSessions1733071957312 implements MigrationInterface {
  name = 'AuthSessions1733071957312';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'auth_sessions',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'scope', type: 'varchar', length: '16' },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'expires_at', type: 'datetime', precision: 3 },
        ],
        indices: [{ name: 'idx_auth_sessions_user', columnNames: ['user_id'] }],
        foreignKeys: [
          {
            name: 'fk_auth_sessions_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('auth_sessions', true, true, true);
  }
}
