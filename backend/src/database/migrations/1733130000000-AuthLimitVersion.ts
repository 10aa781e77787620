import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * `auth_limits.version` lets an attempt be taken by one conditional write (`… WHERE
 * id = ? AND version = ?`) instead of a locked transaction's four round trips. Expired sessions
 * are now removed by the retention job, which finds them by `expires_at` alone; a sign-in no
 * longer reads the student's expired rows.
 */
export class AuthLimitVersion1733130000000 implements MigrationInterface {
  name = 'AuthLimitVersion1733130000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'auth_limits',
      new TableColumn({ name: 'version', type: 'integer', default: 0 }),
    );
    await queryRunner.createIndex(
      'auth_sessions',
      new TableIndex({ name: 'idx_auth_sessions_expires', columnNames: ['expires_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('auth_sessions', 'idx_auth_sessions_expires');
    await queryRunner.dropColumn('auth_limits', 'version');
  }
}
