import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, EMAIL, NULLABLE_DATETIME } from '../../database/columns';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Every e-mail the product sends; with MAIL_TRANSPORT=outbox this table is the mailbox. */
@Entity('mail_outbox')
@Index('idx_mail_outbox_to_created', ['toAddress', 'createdAt'])
@Index('idx_mail_outbox_due', ['status', 'nextAttemptAt'])
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

  /** Why the last delivery attempt failed; null once the mail is sent. */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ type: 'varchar', length: 16, default: 'sent' })
  status: MailStatus;

  /** Delivery attempts so far. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** When the retry worker may try again; null when no attempt is planned. */
  @Column({ ...NULLABLE_DATETIME, name: 'next_attempt_at' })
  nextAttemptAt: Date | null;

  /** An instance that claimed the mail sends it alone until then. */
  @Column({ ...NULLABLE_DATETIME, name: 'claimed_until' })
  claimedUntil: Date | null;
}
