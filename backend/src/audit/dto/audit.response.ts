import { Out } from '../../common/dto/responses';
import type { AdminAudit } from '../audit-admin.controller';

export class AdminAuditResponse implements AdminAudit {
  @Out.int() id: number;
  @Out.text({ nullable: true }) actor_id: string | null;
  @Out.text({ nullable: true }) actor_email: string | null;
  @Out.text() action: string;
  @Out.text() resource: string;
  @Out.text({ nullable: true }) resource_id: string | null;
  /** The record before and after the change (shapes differ per resource). */
  @Out.json({ nullable: true }) before: object | null;
  @Out.json({ nullable: true }) after: object | null;
  @Out.text({ nullable: true }) ip: string | null;
  @Out.date() at: Date;
}
