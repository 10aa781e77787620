import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * Mail delivery state: pending, sent or failed, how many attempts, when the next one
 * is due, and a claim that lets one instance at a time send a given mail.
 */
export class MailDelivery1733061934000 implements MigrationInterface {
  name = 'MailDelivery1733061934000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('mail_outbox', [
      new TableColumn({ name: 'status', type: 'varchar', length: '16', default: "'sent'" }),
      new TableColumn({ name: 'attempts', type: 'integer', default: 0 }),
      new TableColumn({
        name: 'next_attempt_at',
        type: 'datetime',
        precision: 3,
        isNullable: true,
      }),
      new TableColumn({ name: 'claimed_until', type: 'datetime', precision: 3, isNullable: true }),
    ]);
    // Existing rows: an error means it failed (one attempt, not retried), no sent date and no
    // error means it is still waiting to be sent.
    await queryRunner.query(
      "UPDATE mail_outbox SET status = 'failed', attempts = 1 WHERE error IS NOT NULL",
    );
    await queryRunner.query(
      "UPDATE mail_outbox SET status = 'pending', next_attempt_at = created_at WHERE sent_at IS NULL AND error IS NULL",
    );
    await queryRunner.createIndex(
      'mail_outbox',
      new TableIndex({ name: 'idx_mail_outbox_due', columnNames: ['status', 'next_attempt_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('mail_outbox', 'idx_mail_outbox_due');
    for (const column of ['claimed_until', 'next_attempt_at', 'attempts', 'status']) {
      await queryRunner.dropColumn('mail_outbox', column);
    }
  }
}
