import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/** Scheduled jobs run once per interval across every instance. */
export class JobLeases1733110000000 implements MigrationInterface {
  name = 'JobLeases1733110000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'job_leases',
        columns: [
          { name: 'name', type: 'varchar', length: '64', isPrimary: true },
          { name: 'holder', type: 'varchar', length: '128' },
          { name: 'lease_until', type: 'datetime', precision: 3 },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('job_leases');
  }
}
