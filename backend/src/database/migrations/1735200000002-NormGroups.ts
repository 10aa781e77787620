import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';

/**
 * Norm groups: an instrument version may join its predecessor's group (`norm_group`, NULL: its
 * own) when every change was a wording edit an admin marked equivalent (`wording_equivalences`).
 */
export class NormGroups1735200000002 implements MigrationInterface {
  name = 'NormGroups1735200000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'instrument_versions',
      new TableColumn({ name: 'norm_group', type: 'varchar', length: '64', isNullable: true }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'wording_equivalences',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'question_id', type: 'integer' },
          { name: 'question_text', type: 'text' },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
        indices: [{ name: 'idx_wording_equivalences_question', columnNames: ['question_id'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('wording_equivalences');
    await queryRunner.dropColumn('instrument_versions', 'norm_group');
  }
}
