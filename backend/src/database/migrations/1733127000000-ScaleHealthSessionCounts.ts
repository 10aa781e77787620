import { MigrationInterface, QueryRunner, Table } from 'typeorm';

const key = (name: string, type: string, length?: string) => ({
  name,
  type,
  ...(length ? { length } : {}),
  isPrimary: true,
});
const at = (name: string) => ({ name, type: 'datetime', precision: 3, isNullable: true });

/**
 * The completed-session count and first/last completion per (assessment, version,
 * school), kept with the scale-health sums so the versions list reads no session. Filled from
 * the sessions with the sums' cohort: completed sessions of today's students under their school
 * today (0: none), version `legacy` for NULL.
 */
export class ScaleHealthSessionCounts1733127000000 implements MigrationInterface {
  name = 'ScaleHealthSessionCounts1733127000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'scale_session_counts',
        columns: [
          key('assessment_type', 'varchar', '16'),
          key('instrument_version', 'varchar', '64'),
          key('school_id', 'integer'),
          { name: 'sessions', type: 'bigint' },
          at('first_completed_at'),
          at('last_completed_at'),
        ],
      }),
      false,
      true,
      true,
    );
    await queryRunner.query(SESSION_COUNTS_REBUILD);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('scale_session_counts');
  }
}

/** The counts rebuilt from the sessions (into an empty table); also used by test fixtures. */
export const SESSION_COUNTS_REBUILD = `INSERT INTO scale_session_counts
     (assessment_type, instrument_version, school_id, sessions, first_completed_at, last_completed_at)
   SELECT p.assessment_type, COALESCE(p.instrument_version, 'legacy'), COALESCE(u.school_id, 0),
     COUNT(*), MIN(p.last_completion_date), MAX(p.last_completion_date)
   FROM assessment_progress p
   INNER JOIN users u ON u.id = p.user_id AND u.role = 'user'
   WHERE p.is_completed = 1
   GROUP BY p.assessment_type, COALESCE(p.instrument_version, 'legacy'), COALESCE(u.school_id, 0)`;
