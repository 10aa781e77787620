import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { ScaleHealthSums1733115000000 } from './1733115000000-ScaleHealthSums';

const key = (name: string, type: string, length?: string) => ({
  name,
  type,
  ...(length ? { length } : {}),
  isPrimary: true,
});
const count = (name: string) => ({ name, type: 'bigint' });

/**
 * Scale health's kept sums gain the student's school in their key (0: no school), so a
 * coordinator's one-school view reads them too; all schools is the sum over the schools. The
 * tables are rebuilt from the answers (the sums are derived data), grouped by today's school of
 * each student, as the completions, deletions and school or role changes keep them from now on.
 */
export class ScaleHealthSumsBySchool1733126000000 implements MigrationInterface {
  name = 'ScaleHealthSumsBySchool1733126000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('scale_option_counts');
    await queryRunner.dropTable('scale_pair_sums');
    await queryRunner.createTable(
      new Table({
        name: 'scale_pair_sums',
        columns: [
          key('assessment_type', 'varchar', '16'),
          key('instrument_version', 'varchar', '64'),
          key('school_id', 'integer'),
          key('facet', 'varchar', '120'),
          key('question_i', 'integer'),
          key('question_j', 'integer'),
          count('n'),
          count('sum_i'),
          count('sum_j'),
          count('sum_products'),
        ],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'scale_option_counts',
        columns: [
          key('assessment_type', 'varchar', '16'),
          key('instrument_version', 'varchar', '64'),
          key('school_id', 'integer'),
          key('question_id', 'integer'),
          key('score', 'integer'),
          count('count'),
        ],
      }),
      false,
      true,
      true,
    );
    const completed = `FROM assessment_progress p
       INNER JOIN users u ON u.id = p.user_id AND u.role = 'user'
       INNER JOIN assessment_answers a1 ON a1.user_id = p.user_id
         AND a1.assessment_type = p.assessment_type AND a1.session_id = p.session_id`;
    const group = `p.assessment_type, COALESCE(p.instrument_version, 'legacy'), COALESCE(u.school_id, 0)`;
    // The one-off pass over the existing answers (the self-join the live query used to run).
    await queryRunner.query(
      `INSERT INTO scale_pair_sums
         (assessment_type, instrument_version, school_id, facet, question_i, question_j, n, sum_i, sum_j, sum_products)
       SELECT ${group}, a1.facet,
         a1.question_id, a2.question_id, COUNT(*), SUM(a1.score), SUM(a2.score), SUM(a1.score * a2.score)
       ${completed}
       INNER JOIN assessment_answers a2 ON a2.user_id = a1.user_id
         AND a2.assessment_type = a1.assessment_type AND a2.session_id = a1.session_id
         AND a2.facet = a1.facet AND a2.question_id >= a1.question_id
       WHERE p.is_completed = 1
       GROUP BY ${group}, a1.facet, a1.question_id, a2.question_id`,
    );
    await queryRunner.query(
      `INSERT INTO scale_option_counts
         (assessment_type, instrument_version, school_id, question_id, score, count)
       SELECT ${group}, a1.question_id, a1.score, COUNT(*)
       ${completed}
       WHERE p.is_completed = 1
       GROUP BY ${group}, a1.question_id, a1.score`,
    );
  }

  /** Back to the school-less tables, rebuilt from the answers by the earlier migration. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('scale_option_counts');
    await queryRunner.dropTable('scale_pair_sums');
    await new ScaleHealthSums1733115000000().up(queryRunner);
  }
}
