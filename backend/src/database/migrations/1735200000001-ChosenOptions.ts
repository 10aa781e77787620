import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

const MAP = 'answer_option_backfill';

/**
 * Every answer keeps the option chosen (`option_index`, its position in the options as served),
 * so a corrected key can re-score it. Back-filled from the score where the session's instrument
 * version has exactly one option with that score for the question; the rest stay NULL, "not
 * known" (several options shared the score, or the session predates versions).
 */
export class ChosenOptions1735200000001 implements MigrationInterface {
  name = 'ChosenOptions1735200000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'assessment_answers',
      new TableColumn({ name: 'option_index', type: 'integer', isNullable: true }),
    );
    await queryRunner.createIndex(
      'assessment_answers',
      new TableIndex({
        name: 'idx_answers_question_option',
        columnNames: ['question_id', 'option_index'],
      }),
    );
    await backfill(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('assessment_answers', 'idx_answers_question_option');
    await queryRunner.dropColumn('assessment_answers', 'option_index');
  }
}

/** (version, question, score) → the one option with that score, through a scratch table. */
export async function backfill(queryRunner: QueryRunner): Promise<void> {
  const items = (await queryRunner.query(
    'SELECT version_hash AS version, question_id AS question, options FROM instrument_version_items',
  )) as { version: string; question: number; options: string | { score: number }[] }[];
  const rows: (string | number)[][] = [];
  for (const item of items) {
    const options = typeof item.options === 'string' ? JSON.parse(item.options) : item.options;
    const scores = (options as { score: number }[]).map((o) => Number(o.score));
    scores.forEach((score, index) => {
      if (scores.indexOf(score) === scores.lastIndexOf(score))
        rows.push([item.version, Number(item.question), score, index]);
    });
  }
  await queryRunner.createTable(
    new Table({
      name: MAP,
      columns: [
        { name: 'version_hash', type: 'varchar', length: '64', isPrimary: true },
        { name: 'question_id', type: 'integer', isPrimary: true },
        { name: 'score', type: 'integer', isPrimary: true },
        { name: 'option_index', type: 'integer' },
      ],
    }),
  );
  try {
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500);
      await queryRunner.query(
        `INSERT INTO ${MAP} (version_hash, question_id, score, option_index) VALUES ${chunk
          .map(() => '(?, ?, ?, ?)')
          .join(', ')}`,
        chunk.flat(),
      );
    }
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    await queryRunner.query(
      sqlite
        ? `UPDATE assessment_answers SET option_index = (
             SELECT m.option_index FROM assessment_progress p
             INNER JOIN ${MAP} m ON m.version_hash = p.instrument_version
             WHERE p.session_id = assessment_answers.session_id
               AND p.user_id = assessment_answers.user_id
               AND p.assessment_type = assessment_answers.assessment_type
               AND m.question_id = assessment_answers.question_id
               AND m.score = assessment_answers.score)`
        : `UPDATE assessment_answers a
           INNER JOIN assessment_progress p ON p.session_id = a.session_id
             AND p.user_id = a.user_id AND p.assessment_type = a.assessment_type
           INNER JOIN ${MAP} m ON m.version_hash = p.instrument_version
             AND m.question_id = a.question_id AND m.score = a.score
           SET a.option_index = m.option_index`,
    );
  } finally {
    await queryRunner.dropTable(MAP);
  }
}
