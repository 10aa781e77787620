import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * A sign-in drops the student's expired sessions. With an index on `user_id` alone
 * MariaDB read every session row of the user to test `expires_at`, so each sign-in cost more as
 * sessions piled up (hundreds in the login benchmark).
 * `(user_id, expires_at)` makes it a range over the expired rows only, and still serves every
 * lookup by user (the foreign key, "log out everywhere").
 */
export class AuthSessionsExpiryIndex1733129000000 implements MigrationInterface {
  name = 'AuthSessionsExpiryIndex1733129000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex(
      'auth_sessions',
      new TableIndex({
        name: 'idx_auth_sessions_user_expires',
        columnNames: ['user_id', 'expires_at'],
      }),
    );
    // After the new one exists: MySQL keeps an index for the foreign key at all times.
    await queryRunner.dropIndex('auth_sessions', 'idx_auth_sessions_user');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex(
      'auth_sessions',
      new TableIndex({ name: 'idx_auth_sessions_user', columnNames: ['user_id'] }),
    );
    await queryRunner.dropIndex('auth_sessions', 'idx_auth_sessions_user_expires');
  }
}
