import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';

/**
 * The content of every instrument version (one row per version, one per item, so a
 * long question text never overflows a `text` column), each answer's time in milliseconds and
 * the response-quality flags a completion stores.
 */
export class InstrumentVersionContent1733106000000 implements MigrationInterface {
  name = 'InstrumentVersionContent1733106000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'instrument_versions',
        columns: [
          { name: 'hash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'assessment_type', type: 'varchar', length: '16' },
          { name: 'item_count', type: 'integer' },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
        indices: [
          { name: 'idx_instrument_versions_type', columnNames: ['assessment_type', 'created_at'] },
        ],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'instrument_version_items',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'version_hash', type: 'varchar', length: '64' },
          { name: 'question_id', type: 'integer' },
          { name: 'question_number', type: 'integer' },
          { name: 'question_text', type: 'text' },
          { name: 'options', type: 'text' },
          { name: 'category', type: 'varchar', length: '120' },
          { name: 'sub_category', type: 'varchar', length: '120' },
          { name: 'facet', type: 'varchar', length: '120' },
        ],
        indices: [
          {
            name: 'uq_instrument_items_version_question',
            columnNames: ['version_hash', 'question_id'],
            isUnique: true,
          },
        ],
        foreignKeys: [
          {
            name: 'fk_instrument_items_version',
            columnNames: ['version_hash'],
            referencedTableName: 'instrument_versions',
            referencedColumnNames: ['hash'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
      false,
      true,
      true,
    );
    await queryRunner.addColumn(
      'assessment_answers',
      new TableColumn({ name: 'answer_ms', type: 'integer', isNullable: true }),
    );
    await queryRunner.addColumn(
      'assessment_progress',
      new TableColumn({ name: 'quality_flags', type: 'text', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('assessment_progress', 'quality_flags');
    await queryRunner.dropColumn('assessment_answers', 'answer_ms');
    await queryRunner.dropTable('instrument_version_items', true, true, true);
    await queryRunner.dropTable('instrument_versions', true, true, true);
  }
}
