import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/** The primary's heartbeat, read back from a read replica to know its lag (DbHeartbeat). */
export class DbHeartbeat1734200000001 implements MigrationInterface {
  name = 'DbHeartbeat1734200000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'db_heartbeat',
        columns: [
          { name: 'name', type: 'varchar', length: '64', isPrimary: true },
          { name: 'beat_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('db_heartbeat');
  }
}
