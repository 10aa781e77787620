import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * The all-schools students list (`role = 'user'`, newest first, then id) reads its page
 * of ids from this index alone; without it MariaDB scans users and sorts them
 * (backend/test/database/statements-and-plans.test.ts).
 */
export class StudentsListIndex1733103000002 implements MigrationInterface {
  name = 'StudentsListIndex1733103000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex(
      'users',
      new TableIndex({ name: 'idx_users_role_created', columnNames: ['role', 'created_at', 'id'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('users', 'idx_users_role_created');
  }
}
