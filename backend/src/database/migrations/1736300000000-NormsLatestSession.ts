import { MigrationInterface, QueryRunner } from 'typeorm';
import { FACET_TOTALS_REBUILD } from './1735200000000-FacetTotalCounts';

/**
 * A session that is not the student's latest of its type (one completed after it, or at the same
 * moment with a higher id; a session without a date comes first).
 */
const LATER_OF_SAME_STUDENT = `EXISTS (
  SELECT 1 FROM assessment_progress l
  WHERE l.user_id = p.user_id AND l.assessment_type = p.assessment_type AND l.is_completed = 1
    AND (l.last_completion_date > p.last_completion_date
      OR (l.last_completion_date IS NOT NULL AND p.last_completion_date IS NULL)
      OR ((l.last_completion_date = p.last_completion_date
          OR (l.last_completion_date IS NULL AND p.last_completion_date IS NULL))
        AND l.id > p.id)))`;

/**
 * The norm histograms rebuilt from each student's latest completed session of each assessment
 * only (docs/decisions/0075-norms-count-each-student-once.md): per school today (0: none), then
 * the schools summed into the all-schools rows (-1). The scale sums keep every session.
 */
export const LATEST_FACET_TOTALS_REBUILD = [
  'DELETE FROM facet_total_counts',
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
     WHERE p.is_completed = 1 AND NOT ${LATER_OF_SAME_STUDENT}
     GROUP BY p.id, p.assessment_type, p.instrument_version, u.school_id, a.facet
   ) t
   GROUP BY t.assessment_type, t.version, t.school, t.facet, t.items, t.total`,
  `INSERT INTO facet_total_counts
     (assessment_type, instrument_version, school_id, facet, items, total, sessions)
   SELECT s.assessment_type, s.instrument_version, -1, s.facet, s.items, s.total, SUM(s.sessions)
   FROM (SELECT * FROM facet_total_counts WHERE school_id <> -1) s
   GROUP BY s.assessment_type, s.instrument_version, s.facet, s.items, s.total`,
];

/** Norms count each student once: their latest completed session of each assessment. */
export class NormsLatestSession1736300000000 implements MigrationInterface {
  name = 'NormsLatestSession1736300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of LATEST_FACET_TOTALS_REBUILD) await queryRunner.query(statement);
  }

  /** Back to every completed session, as the histograms were first filled. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM facet_total_counts');
    for (const statement of FACET_TOTALS_REBUILD) await queryRunner.query(statement);
  }
}
