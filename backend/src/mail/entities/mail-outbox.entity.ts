import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, EMAIL, NULLABLE_DATETIME } from '../../database/columns';

/** Every e-mail the product sends; with MAIL_TRANSPORT=outbox this table is the mailbox. */
@Entity('mail_outbox')
@Index('idx_mail_outbox_to_created', ['toAddress', 'createdAt'])
export class MailOutbox {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ ...EMAIL, name: 'to_address' })
  toAddress: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text', name: 'text_body' })
  textBody: string;

  @Column({ type: 'text', name: 'html_body', nullable: true })
  htmlBody: string | null;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;

  @Column({ ...NULLABLE_DATETIME, name: 'sent_at' })
  sentAt: Date | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;
}
