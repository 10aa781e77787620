import { MigrationInterface, QueryRunner, Table } from 'typeorm';

const datetime = (name: string, isNullable = false) =>
  ({ name, type: 'datetime', precision: 3, isNullable }) as const;
const varchar = (name: string, length: number, isNullable = false) =>
  ({ name, type: 'varchar', length: String(length), isNullable }) as const;
const cascade = (name: string, column: string, table: string) => ({
  name,
  columnNames: [column],
  referencedTableName: table,
  referencedColumnNames: ['id'],
  onDelete: 'CASCADE',
  onUpdate: 'NO ACTION',
});

/** A student's read-only links for parents, and each opening of one. */
export class ShareLinks1736000000000 implements MigrationInterface {
  name = 'ShareLinks1736000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'share_links',
        columns: [
          { ...varchar('id', 36), isPrimary: true },
          varchar('user_id', 36),
          varchar('token_hash', 64),
          { name: 'reports', type: 'text' },
          varchar('display_name', 50, true),
          datetime('created_at'),
          datetime('expires_at'),
          datetime('revoked_at', true),
        ],
        indices: [
          { name: 'uq_share_links_token', columnNames: ['token_hash'], isUnique: true },
          { name: 'idx_share_links_user', columnNames: ['user_id', 'created_at'] },
        ],
        foreignKeys: [cascade('fk_share_links_user', 'user_id', 'users')],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'share_link_views',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          varchar('link_id', 36),
          varchar('what', 16),
          datetime('viewed_at'),
        ],
        indices: [{ name: 'idx_share_link_views_link', columnNames: ['link_id', 'viewed_at'] }],
        foreignKeys: [cascade('fk_share_link_views_link', 'link_id', 'share_links')],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('share_link_views', true, true, true);
    await queryRunner.dropTable('share_links', true, true, true);
  }
}
