import { MigrationInterface, QueryRunner, Table } from 'typeorm';

const datetime = (name: string) => ({ name, type: 'datetime', precision: 3 });
const userKey = (name: string, column: string, onDelete: 'CASCADE' | 'SET NULL') => ({
  name,
  columnNames: [column],
  referencedTableName: 'users',
  referencedColumnNames: ['id'],
  onDelete,
  onUpdate: 'NO ACTION',
});

/**
 * A student's consent to their school's careers advisers, and the log of each adviser's view
 * (docs/product/advisers.md). One consent row per student (a unique key), so a change is an
 * insert-or-ignore and an update, and a revocation one delete; both go with the student (ON DELETE CASCADE).
 */
export class AdviserShares1736100000000 implements MigrationInterface {
  name = 'AdviserShares1736100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'adviser_shares',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'school_id', type: 'integer' },
          { name: 'reports', type: 'text' },
          datetime('shared_at'),
          datetime('updated_at'),
        ],
        indices: [
          { name: 'uq_adviser_shares_user', columnNames: ['user_id'], isUnique: true },
          { name: 'idx_adviser_shares_school', columnNames: ['school_id', 'shared_at'] },
        ],
        foreignKeys: [
          userKey('fk_adviser_shares_user', 'user_id', 'CASCADE'),
          {
            name: 'fk_adviser_shares_school',
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
        name: 'adviser_views',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'adviser_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'reports', type: 'text' },
          datetime('viewed_at'),
        ],
        indices: [
          { name: 'idx_adviser_views_user', columnNames: ['user_id', 'viewed_at'] },
          { name: 'idx_adviser_views_adviser', columnNames: ['adviser_id'] },
        ],
        foreignKeys: [
          userKey('fk_adviser_views_user', 'user_id', 'CASCADE'),
          userKey('fk_adviser_views_adviser', 'adviser_id', 'SET NULL'),
        ],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('adviser_views', true, true, true);
    await queryRunner.dropTable('adviser_shares', true, true, true);
  }
}
