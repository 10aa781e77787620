import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * When a session was last used, to end it after a while without use (SESSION_IDLE_MINUTES,
 * docs/decisions/0088-idle-sessions.md). Sessions open at the upgrade count from their sign-in.
 */
export class SessionLastSeen1734200000002 implements MigrationInterface {
  name = 'SessionLastSeen1734200000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'auth_sessions',
      new TableColumn({ name: 'last_seen_at', type: 'datetime', precision: 3, isNullable: true }),
    );
    await queryRunner.query('UPDATE auth_sessions SET last_seen_at = created_at');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('auth_sessions', 'last_seen_at');
  }
}
