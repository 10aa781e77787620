import {
  MigrationInterface,
  QueryRunner,
  Table,
  TableColumn,
  TableForeignKey,
  TableIndex,
} from 'typeorm';

/**
 * The community design (docs/decisions/0034-community-feed-and-consultants.md): feed posts belong
 * to a school (NULL: an admin's post for every school) and may carry one link; students react once
 * per post; a consultant says how students can reach them.
 */
export class Community1732900000000 implements MigrationInterface {
  name = 'Community1732900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('feed_posts', [
      new TableColumn({ name: 'school_id', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'link', type: 'varchar', length: '500', isNullable: true }),
    ]);
    // The index first: MySQL would otherwise add an implicit one for the foreign key.
    await queryRunner.createIndex(
      'feed_posts',
      new TableIndex({ name: 'idx_feed_posts_school_created', columnNames: ['school_id', 'id'] }),
    );
    await queryRunner.createForeignKey(
      'feed_posts',
      new TableForeignKey({
        name: 'fk_feed_posts_school',
        columnNames: ['school_id'],
        referencedTableName: 'schools',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
        onUpdate: 'NO ACTION',
      }),
    );
    await queryRunner.addColumn(
      'consultant_profiles',
      new TableColumn({ name: 'contact', type: 'varchar', length: '200', isNullable: true }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'feed_reactions',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'post_id', type: 'integer' },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'reaction', type: 'varchar', length: '16' },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
        indices: [
          {
            name: 'uq_feed_reactions_post_user',
            columnNames: ['post_id', 'user_id'],
            isUnique: true,
          },
          { name: 'idx_feed_reactions_user', columnNames: ['user_id'] },
        ],
        foreignKeys: [
          {
            name: 'fk_feed_reactions_post',
            columnNames: ['post_id'],
            referencedTableName: 'feed_posts',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
          {
            name: 'fk_feed_reactions_user',
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
    await queryRunner.dropTable('feed_reactions', true, true, true);
    await queryRunner.dropColumn('consultant_profiles', 'contact');
    await queryRunner.dropForeignKey('feed_posts', 'fk_feed_posts_school');
    await queryRunner.dropIndex('feed_posts', 'idx_feed_posts_school_created');
    await queryRunner.dropColumns('feed_posts', ['link', 'school_id']);
  }
}
