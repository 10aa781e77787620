import { MigrationInterface, QueryRunner, Table } from 'typeorm';

const key = (name: string, type: string, length?: string) => ({
  name,
  type,
  ...(length ? { length } : {}),
  isPrimary: true,
});
const count = (name: string) => ({ name, type: 'bigint' });

/**
 * The sufficient statistics of scale health, kept by every completion (see
 * `psychometrics/scale-sums.ts`), backfilled here from the completed sessions of students.
 */
export class ScaleHealthSums1733115000000 implements MigrationInterface {
  name = 'ScaleHealthSums1733115000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'scale_pair_sums',
        columns: [
          key('assessment_type', 'varchar', '16'),
          key('instrument_version', 'varchar', '64'),
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
    // The one-off pass over the existing answers (the self-join the live query used to run).
    await queryRunner.query(
      `INSERT INTO scale_pair_sums
         (assessment_type, instrument_version, facet, question_i, question_j, n, sum_i, sum_j, sum_products)
       SELECT p.assessment_type, COALESCE(p.instrument_version, 'legacy'), a1.facet,
         a1.question_id, a2.question_id, COUNT(*), SUM(a1.score), SUM(a2.score), SUM(a1.score * a2.score)
       ${completed}
       INNER JOIN assessment_answers a2 ON a2.user_id = a1.user_id
         AND a2.assessment_type = a1.assessment_type AND a2.session_id = a1.session_id
         AND a2.facet = a1.facet AND a2.question_id >= a1.question_id
       WHERE p.is_completed = 1
       GROUP BY p.assessment_type, COALESCE(p.instrument_version, 'legacy'), a1.facet,
         a1.question_id, a2.question_id`,
    );
    await queryRunner.query(
      `INSERT INTO scale_option_counts (assessment_type, instrument_version, question_id, score, count)
       SELECT p.assessment_type, COALESCE(p.instrument_version, 'legacy'), a1.question_id, a1.score, COUNT(*)
       ${completed}
       WHERE p.is_completed = 1
       GROUP BY p.assessment_type, COALESCE(p.instrument_version, 'legacy'), a1.question_id, a1.score`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('scale_option_counts');
    await queryRunner.dropTable('scale_pair_sums');
  }
}
