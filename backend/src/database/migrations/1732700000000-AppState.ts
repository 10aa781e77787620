import { MigrationInterface, QueryRunner, Table } from 'typeorm';

export class AppState1732700000000 implements MigrationInterface {
  name = 'AppState1732700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'app_state',
        columns: [
          { name: 'name', type: 'varchar', length: '64', isPrimary: true },
          { name: 'value', type: 'integer' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('app_state');
  }
}
