import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * The Team Challenge (docs/decisions/0033-team-challenge.md): a task records when it
 * expired (the sweep's conditional update), a friend is invited once per task, and students get
 * notifications of what happened in their team.
 */
export class TeamChallenge1733047382911 implements MigrationInterface {
  name = 'TeamChallenge1733047382911';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'team_tasks',
      new TableColumn({ name: 'expired_at', type: 'datetime', precision: 3, isNullable: true }),
    );
    await queryRunner.createIndex(
      'team_invitations',
      new TableIndex({
        name: 'uq_team_invitations_task_email',
        columnNames: ['task_id', 'invitee_email'],
        isUnique: true,
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'notifications',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'kind', type: 'varchar', length: '32' },
          { name: 'message', type: 'varchar', length: '300' },
          { name: 'task_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'read_at', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [{ name: 'idx_notifications_user', columnNames: ['user_id', 'id'] }],
        foreignKeys: [
          {
            name: 'fk_notifications_user',
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
    await queryRunner.dropTable('notifications', true, true, true);
    await queryRunner.dropIndex('team_invitations', 'uq_team_invitations_task_email');
    await queryRunner.dropColumn('team_tasks', 'expired_at');
  }
}
