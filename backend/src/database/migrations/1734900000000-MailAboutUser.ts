import { MigrationInterface, QueryRunner, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

/**
 * A mail that names a student other than its recipient (a Team Challenge invitation names the
 * inviter) records whom it is about, so erasing that student deletes it with them
 * (docs/product/privacy.md, Erasure).
 */
export class MailAboutUser1734900000000 implements MigrationInterface {
  name = 'MailAboutUser1734900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'mail_outbox',
      new TableColumn({ name: 'about_user_id', type: 'varchar', length: '36', isNullable: true }),
    );
    // The index first: MySQL would otherwise add an implicit one for the foreign key.
    await queryRunner.createIndex(
      'mail_outbox',
      new TableIndex({ name: 'idx_mail_outbox_about_user', columnNames: ['about_user_id'] }),
    );
    await queryRunner.createForeignKey(
      'mail_outbox',
      new TableForeignKey({
        name: 'fk_mail_outbox_about_user',
        columnNames: ['about_user_id'],
        referencedTableName: 'users',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
        onUpdate: 'NO ACTION',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropForeignKey('mail_outbox', 'fk_mail_outbox_about_user');
    await queryRunner.dropIndex('mail_outbox', 'idx_mail_outbox_about_user');
    await queryRunner.dropColumn('mail_outbox', 'about_user_id');
  }
}
