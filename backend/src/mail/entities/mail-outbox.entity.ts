import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, EMAIL, NULLABLE_DATETIME, UUID } from '../../database/columns';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Every e-mail the product sends; with MAIL_TRANSPORT=outbox this table is the mailbox. */
@Entity('mail_outbox')
@Index('idx_mail_outbox_to_created', ['toAddress', 'createdAt'])
@Index('idx_mail_outbox_due', ['status', 'nextAttemptAt'])
@Index('idx_mail_outbox_about_user', ['aboutUserId'])
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

  /**
   * The student a mail names besides its recipient (an invitation names the inviter): erasing
   * them deletes it (docs/product/privacy.md, Erasure). The user is named, not imported: mail
   * sits below users.
   */
  @Column({ ...UUID, name: 'about_user_id', nullable: true })
  aboutUserId: string | null;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'about_user_id', foreignKeyConstraintName: 'fk_mail_outbox_about_user' })
  aboutUser?: { id: string };

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
