import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

const rosterColumns = () => [
  new TableColumn({ name: 'year_group', type: 'varchar', length: '32', isNullable: true }),
  new TableColumn({ name: 'class_name', type: 'varchar', length: '32', isNullable: true }),
];

/**
 * Coordinator reports: year group and class on students (and on the whitelisted
 * addresses of a roster, copied at registration), the refused sign-ups counted by domain only,
 * and the indexes the reports read a school's students through.
 */
export class CoordinatorReports1733041372951 implements MigrationInterface {
  name = 'CoordinatorReports1733041372951';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('users', rosterColumns());
    await queryRunner.createIndices('users', [
      new TableIndex({
        name: 'idx_users_school_created',
        columnNames: ['school_id', 'created_at'],
      }),
      new TableIndex({
        name: 'idx_users_school_year_class',
        columnNames: ['school_id', 'year_group', 'class_name'],
      }),
    ]);
    await queryRunner.addColumns('whitelist_entries', rosterColumns());
    await queryRunner.createTable(
      new Table({
        name: 'rejected_signups',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'domain', type: 'varchar', length: '254' },
          { name: 'attempts', type: 'integer' },
          { name: 'first_attempt_at', type: 'datetime', precision: 3 },
          { name: 'last_attempt_at', type: 'datetime', precision: 3 },
        ],
        indices: [
          { name: 'uq_rejected_signups_domain', columnNames: ['domain'], isUnique: true },
          { name: 'idx_rejected_signups_last', columnNames: ['last_attempt_at'] },
        ],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rejected_signups', true, true, true);
    await queryRunner.dropColumns('whitelist_entries', ['year_group', 'class_name']);
    await queryRunner.dropIndex('users', 'idx_users_school_year_class');
    await queryRunner.dropIndex('users', 'idx_users_school_created');
    await queryRunner.dropColumns('users', ['year_group', 'class_name']);
  }
}
