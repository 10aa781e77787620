import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * A norm group's members are found by `norm_group` (`InstrumentVersionsService.groupOf`, on
 * every norms request): indexed, so that read does not scan every version ever recorded.
 */
export class NormGroupIndex1736300000001 implements MigrationInterface {
  name = 'NormGroupIndex1736300000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex(
      'instrument_versions',
      new TableIndex({ name: 'idx_instrument_versions_norm_group', columnNames: ['norm_group'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('instrument_versions', 'idx_instrument_versions_norm_group');
  }
}
