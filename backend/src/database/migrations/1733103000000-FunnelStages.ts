import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { refreshStages, STAGE_KEYS, STAGES } from '../../users/student-stages';

const COLUMNS = STAGE_KEYS.map((k) => STAGES[k].column);

/**
 * Issue 13: the funnel's per-student summary (users.<stage>_at, see users/student-stages.ts)
 * and its covering index, backfilled from the rows each column summarises.
 * idx_users_school_created stays: only it gives the students list its order (created_at, id).
 */
export class FunnelStages1733103000000 implements MigrationInterface {
  name = 'FunnelStages1733103000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns(
      'users',
      COLUMNS.map(
        (name) => new TableColumn({ name, type: 'datetime', precision: 3, isNullable: true }),
      ),
    );
    await queryRunner.createIndex(
      'users',
      new TableIndex({
        name: 'idx_users_funnel',
        columnNames: ['school_id', 'created_at', 'role', 'email_verified_at', ...COLUMNS],
      }),
    );
    await refreshStages(queryRunner.manager, null);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('users', 'idx_users_funnel');
    for (const name of [...COLUMNS].reverse()) await queryRunner.dropColumn('users', name);
  }
}
