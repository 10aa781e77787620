import { MigrationInterface, QueryRunner, Table } from 'typeorm';

const datetime = (name: string, isNullable = false) => ({
  name,
  type: 'datetime',
  precision: 3,
  isNullable,
});

/**
 * Per-school checking of AI Team Challenge feedback by a coordinator (docs/product/dashboard.md,
 * Team Challenge): the school's setting and the feedback held for review.
 */
export class TeamFeedbackReviews1734400000000 implements MigrationInterface {
  name = 'TeamFeedbackReviews1734400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'team_feedback_settings',
        columns: [
          { name: 'school_id', type: 'integer', isPrimary: true },
          { name: 'moderated', type: 'boolean' },
          datetime('updated_at'),
        ],
        foreignKeys: [
          {
            name: 'fk_team_feedback_settings_school',
            columnNames: ['school_id'],
            referencedTableName: 'schools',
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
    await queryRunner.createTable(
      new Table({
        name: 'team_feedback_reviews',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'task_id', type: 'varchar', length: '36' },
          { name: 'school_id', type: 'integer' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'draft_text', type: 'text' },
          { name: 'final_text', type: 'text', isNullable: true },
          { name: 'note', type: 'varchar', length: '500', isNullable: true },
          { name: 'reviewed_by', type: 'varchar', length: '36', isNullable: true },
          datetime('reviewed_at', true),
          datetime('created_at'),
        ],
        indices: [
          { name: 'uq_team_feedback_reviews_task', columnNames: ['task_id'], isUnique: true },
          {
            name: 'idx_team_feedback_reviews_school',
            columnNames: ['school_id', 'status', 'created_at'],
          },
          { name: 'idx_team_feedback_reviews_reviewer', columnNames: ['reviewed_by'] },
        ],
        foreignKeys: [
          {
            name: 'fk_team_feedback_reviews_task',
            columnNames: ['task_id'],
            referencedTableName: 'team_tasks',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'fk_team_feedback_reviews_school',
            columnNames: ['school_id'],
            referencedTableName: 'schools',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'fk_team_feedback_reviews_reviewer',
            columnNames: ['reviewed_by'],
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
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('team_feedback_reviews', true, true, true);
    await queryRunner.dropTable('team_feedback_settings', true, true, true);
  }
}
