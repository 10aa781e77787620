import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/*
 * Frozen copies (as of this migration) of the stage columns and of the SQL each is backfilled
 * from; users/student-stages.ts keeps the live versions. A later change there must not change
 * what this migration did, so nothing here is imported from the application.
 */
const progress = (type: string, completed: boolean) =>
  completed
    ? `SELECT MIN(p.last_completion_date) FROM assessment_progress p WHERE p.user_id = users.id AND p.assessment_type = '${type}' AND p.is_completed = 1`
    : `SELECT MIN(p.created_at) FROM assessment_progress p WHERE p.user_id = users.id AND p.assessment_type = '${type}'`;

const BACKFILL: [column: string, source: string][] = [
  ['futureready_started_at', progress('Career', false)],
  ['futureready_completed_at', progress('Career', true)],
  ['uniready_part_i_started_at', progress('Subject', false)],
  [
    'uniready_part_i_completed_at',
    "SELECT MIN(a.created_at) FROM assessment_answers a WHERE a.user_id = users.id AND a.assessment_type = 'Subject' AND a.category = 'Part I'",
  ],
  ['uniready_part_ii_completed_at', progress('Subject', true)],
  ['uniready_part_iii_started_at', progress('SubjectPart3', false)],
  ['uniready_part_iii_completed_at', progress('SubjectPart3', true)],
  ['studystyle_started_at', progress('Learning', false)],
  ['studystyle_completed_at', progress('Learning', true)],
  [
    'insights_generated_at',
    'SELECT MIN(i.generated_at) FROM insights i WHERE i.user_id = users.id',
  ],
  ['enrich_used_at', 'SELECT MIN(m.generated_at) FROM material_sets m WHERE m.user_id = users.id'],
];

const COLUMNS = BACKFILL.map(([column]) => column);

/**
 * The funnel's per-student summary (users.<stage>_at, see users/student-stages.ts)
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
    await queryRunner.query(
      `UPDATE users SET ${BACKFILL.map(([column, source]) => `${column} = (${source})`).join(', ')}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('users', 'idx_users_funnel');
    for (const name of [...COLUMNS].reverse()) await queryRunner.dropColumn('users', name);
  }
}
