import { MigrationInterface, QueryRunner, Table } from 'typeorm';

const id = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment' as const,
};
const datetime = (name: string, isNullable = false) => ({
  name,
  type: 'datetime',
  precision: 3,
  isNullable,
});

/** Assignments with due dates, and the reminders sent once per student and kind. */
export class Assignments1733111000000 implements MigrationInterface {
  name = 'Assignments1733111000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'assignments',
        columns: [
          id,
          { name: 'school_id', type: 'integer' },
          { name: 'assessment_types', type: 'text' },
          { name: 'year_group', type: 'varchar', length: '32', isNullable: true },
          { name: 'class_name', type: 'varchar', length: '32', isNullable: true },
          datetime('due_at'),
          { name: 'message', type: 'varchar', length: '500', isNullable: true },
          { name: 'created_by', type: 'varchar', length: '36', isNullable: true },
          datetime('created_at'),
          datetime('reminded_at', true),
        ],
        indices: [
          { name: 'idx_assignments_school_due', columnNames: ['school_id', 'due_at'] },
          { name: 'idx_assignments_due', columnNames: ['due_at'] },
          { name: 'idx_assignments_created_by', columnNames: ['created_by'] },
        ],
        foreignKeys: [
          {
            name: 'fk_assignments_school',
            columnNames: ['school_id'],
            referencedTableName: 'schools',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'fk_assignments_created_by',
            columnNames: ['created_by'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'assignment_reminders',
        columns: [
          id,
          { name: 'assignment_id', type: 'integer' },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'kind', type: 'varchar', length: '32' },
          datetime('sent_at'),
        ],
        indices: [
          {
            name: 'uq_assignment_reminders_once',
            columnNames: ['assignment_id', 'user_id', 'kind'],
            isUnique: true,
          },
          { name: 'idx_assignment_reminders_user', columnNames: ['user_id'] },
        ],
        foreignKeys: [
          {
            name: 'fk_assignment_reminders_assignment',
            columnNames: ['assignment_id'],
            referencedTableName: 'assignments',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'fk_assignment_reminders_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('assignment_reminders', true, true, true);
    await queryRunner.dropTable('assignments', true, true, true);
  }
}
