import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * Every session records the instrument version it was taken on (a content hash of the
 * assessment as served) and the scoring version (the domain rules used). Null for sessions taken
 * before versions were recorded.
 */
export class InstrumentVersion1733100000000 implements MigrationInterface {
  name = 'InstrumentVersion1733100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('assessment_progress', [
      new TableColumn({
        name: 'instrument_version',
        type: 'varchar',
        length: '64',
        isNullable: true,
      }),
      new TableColumn({ name: 'scoring_version', type: 'varchar', length: '32', isNullable: true }),
    ]);
    await queryRunner.createIndex(
      'assessment_progress',
      new TableIndex({
        name: 'idx_progress_type_instrument',
        columnNames: ['assessment_type', 'instrument_version'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('assessment_progress', 'idx_progress_type_instrument');
    await queryRunner.dropColumn('assessment_progress', 'scoring_version');
    await queryRunner.dropColumn('assessment_progress', 'instrument_version');
  }
}
