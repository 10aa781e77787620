import { Out } from '../../common/dto/responses';
import { MAIL_STATUSES, MailStatus } from '../entities/mail-outbox.entity';
import type { AdminMail } from '../outbox-admin.controller';

export class AdminMailResponse implements AdminMail {
  @Out.int() id: number;
  @Out.text() to_address: string;
  @Out.text() subject: string;
  @Out.text() text_body: string;
  @Out.text({ nullable: true }) html_body: string | null;
  @Out.date() created_at: Date;
  @Out.date({ nullable: true }) sent_at: Date | null;
  @Out.text({ nullable: true }) error: string | null;
  @Out.text({ enum: MAIL_STATUSES }) status: MailStatus;
  @Out.int() attempts: number;
  /** When the next delivery attempt is due; null when none is planned. */
  @Out.date({ nullable: true }) next_attempt_at: Date | null;
}
