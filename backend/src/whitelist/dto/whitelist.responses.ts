import type { WhitelistImportResult } from '@aspire/domain';
import type { Returned } from '../../common/dto/responses';
import type { InvitationsService } from '../invitations.service';
import { Out } from '../../common/dto/responses';
import { WhitelistResponse } from '../whitelist-admin.resource';

export class WhitelistCheckResponse {
  @Out.bool() isWhitelisted: boolean;
}

export class InviteCountResponse implements Returned<InvitationsService['count']> {
  @Out.int() emailCount: number;
  @Out.bool() limitReached: boolean;
}

export class EarliestInviteResponse {
  /** When the next invitation frees up; null while one is free. */
  @Out.date({ nullable: true }) earliestDate: Date | null;
}

export class WhitelistEntryResponse implements WhitelistResponse {
  @Out.int() id: number;
  @Out.text({ enum: ['domain', 'email'] }) type: string;
  @Out.text() value: string;
  @Out.int({ nullable: true }) school_id: number | null;
  @Out.text({ nullable: true }) school_name: string | null;
  @Out.text({ nullable: true, format: 'uuid' }) added_by: string | null;
  @Out.text({ nullable: true }) added_by_email: string | null;
  @Out.date() created_at: Date;
}

class RejectedRow {
  @Out.int() line: number;
  @Out.text() value: string;
  @Out.text() reason: string;
}

export class ImportResponse implements WhitelistImportResult {
  @Out.int() added: number;
  @Out.int() skipped: number;
  @Out.of(() => RejectedRow, { list: true }) rejected: RejectedRow[];
}
