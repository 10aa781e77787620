import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/** Coordinators read the audit rows of their own school: record the school with each row. */
export class AuditSchool1732600000000 implements MigrationInterface {
  name = 'AuditSchool1732600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'audit_logs',
      new TableColumn({ name: 'school_id', type: 'integer', isNullable: true }),
    );
    await queryRunner.createIndex(
      'audit_logs',
      new TableIndex({ name: 'idx_audit_school_at', columnNames: ['school_id', 'at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('audit_logs', 'idx_audit_school_at');
    await queryRunner.dropColumn('audit_logs', 'school_id');
  }
}
