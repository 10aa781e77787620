import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * The indexes EXPLAIN found missing (backend/test/database/statements-and-plans.test.ts):
 * the all-schools users and students lists' default sort (newest first, then id) and the weekly
 * completions of every school (completed progress by completion date).
 */
export class ListAndReportIndexes1733103000001 implements MigrationInterface {
  name = 'ListAndReportIndexes1733103000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex(
      'users',
      new TableIndex({ name: 'idx_users_created', columnNames: ['created_at', 'id'] }),
    );
    await queryRunner.createIndex(
      'assessment_progress',
      new TableIndex({
        name: 'idx_progress_completed',
        columnNames: ['is_completed', 'last_completion_date'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('assessment_progress', 'idx_progress_completed');
    await queryRunner.dropIndex('users', 'idx_users_created');
  }
}
