import { Out } from '../../common/dto/responses';
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
}
