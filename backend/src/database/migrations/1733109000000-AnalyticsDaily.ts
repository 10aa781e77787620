import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/** Daily counts that replace analytics events past their retention period. */
export class AnalyticsDaily1733109000000 implements MigrationInterface {
  name = 'AnalyticsDaily1733109000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'analytics_daily',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'day', type: 'varchar', length: '10' },
          { name: 'type', type: 'varchar', length: '32' },
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'school_id', type: 'integer' },
          { name: 'count', type: 'integer' },
        ],
        indices: [
          {
            name: 'uq_analytics_daily',
            columnNames: ['day', 'type', 'name', 'school_id'],
            isUnique: true,
          },
        ],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('analytics_daily', true, true, true);
  }
}
