import { MigrationInterface, QueryRunner, Table } from 'typeorm';

const key = (name: string, type: string, length?: string) => ({
  name,
  type,
  ...(length ? { length } : {}),
  isPrimary: true,
});

/**
 * The norm groups' histograms, kept by every completion with the scale sums
 * (`assessments/facet-totals.repository.ts`), filled here from the completed sessions of today's
 * students under their school today (0: none) and once more under all schools (-1).
 */
export class FacetTotalCounts1735200000000 implements MigrationInterface {
  name = 'FacetTotalCounts1735200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'facet_total_counts',
        columns: [
          key('assessment_type', 'varchar', '16'),
          key('instrument_version', 'varchar', '64'),
          key('school_id', 'integer'),
          key('facet', 'varchar', '120'),
          key('items', 'integer'),
          key('total', 'integer'),
          { name: 'sessions', type: 'bigint' },
        ],
      }),
      false,
      true,
      true,
    );
    for (const statement of FACET_TOTALS_REBUILD) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('facet_total_counts');
  }
}

/**
 * The histograms rebuilt from the answers (into an empty table): each completed session's
 * facet totals, counted per school, then the schools summed into the all-schools rows.
 */
export const FACET_TOTALS_REBUILD = [
  `INSERT INTO facet_total_counts
     (assessment_type, instrument_version, school_id, facet, items, total, sessions)
   SELECT t.assessment_type, t.version, t.school, t.facet, t.items, t.total, COUNT(*)
   FROM (
     SELECT p.assessment_type, COALESCE(p.instrument_version, 'legacy') AS version,
       COALESCE(u.school_id, 0) AS school, a.facet, COUNT(*) AS items, SUM(a.score) AS total
     FROM assessment_progress p
     INNER JOIN users u ON u.id = p.user_id AND u.role = 'user'
     INNER JOIN assessment_answers a ON a.user_id = p.user_id
       AND a.assessment_type = p.assessment_type AND a.session_id = p.session_id
     WHERE p.is_completed = 1
     GROUP BY p.id, p.assessment_type, p.instrument_version, u.school_id, a.facet
   ) t
   GROUP BY t.assessment_type, t.version, t.school, t.facet, t.items, t.total`,
  `INSERT INTO facet_total_counts
     (assessment_type, instrument_version, school_id, facet, items, total, sessions)
   SELECT s.assessment_type, s.instrument_version, -1, s.facet, s.items, s.total, SUM(s.sessions)
   FROM (SELECT * FROM facet_total_counts WHERE school_id <> -1) s
   GROUP BY s.assessment_type, s.instrument_version, s.facet, s.items, s.total`,
];
