import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

type Row = { id?: number; user_id: string; session_id?: string; at: string | Date | null };

/**
 * A session belongs to the user who first wrote to it, looked up by session id; a Part III
 * session belongs to the Part II (Subject) session it follows, so a
 * retaken UniReady does not show the Part III results of the earlier one. Existing Part III rows
 * are bound to the student's last Subject completion at or before their own.
 */
export class PartIIISession1732860000000 implements MigrationInterface {
  name = 'PartIIISession1732860000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'assessment_progress',
      new TableColumn({
        name: 'part_ii_session_id',
        type: 'varchar',
        length: '64',
        isNullable: true,
      }),
    );
    await queryRunner.createIndex(
      'assessment_progress',
      new TableIndex({ name: 'idx_progress_session', columnNames: ['session_id'] }),
    );
    const partIII: Row[] = await queryRunner.query(
      `SELECT id, user_id, COALESCE(last_completion_date, updated_at) AS at
         FROM assessment_progress WHERE assessment_type = 'SubjectPart3'`,
    );
    if (partIII.length === 0) return;
    const subjects: Row[] = await queryRunner.query(
      `SELECT user_id, session_id, last_completion_date AS at
         FROM assessment_progress WHERE assessment_type = 'Subject' AND is_completed = 1`,
    );
    const time = (at: Row['at']) => (at ? new Date(at).getTime() : 0);
    for (const row of partIII) {
      const parent = subjects
        .filter((s) => s.user_id === row.user_id && time(s.at) <= time(row.at))
        .sort((a, b) => time(b.at) - time(a.at))[0];
      if (!parent) continue;
      await queryRunner.query(
        'UPDATE assessment_progress SET part_ii_session_id = ? WHERE id = ?',
        [parent.session_id, row.id],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('assessment_progress', 'idx_progress_session');
    await queryRunner.dropColumn('assessment_progress', 'part_ii_session_id');
  }
}
