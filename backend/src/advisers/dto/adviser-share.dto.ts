import {
  AdviserShareState,
  AdviserViewRow,
  SHAREABLE_REPORTS,
  ShareableReport,
} from '@aspire/domain';
import { Out } from '../../common/dto/responses';
import { ShareableReportsField } from '../../sharing/dto/sharing.dto';

/** PUT /api/adviser-share/:userId: the reports the student shares (docs/product/advisers.md). */
export class ShareWithAdvisersDto {
  @ShareableReportsField()
  reports: ShareableReport[];
}

export class AdviserViewResponse implements AdviserViewRow {
  @Out.text() adviser: string;
  @Out.text({ enum: SHAREABLE_REPORTS }) reports: ShareableReport[];
  @Out.date() viewedAt: string;
}

export class AdviserShareResponse implements AdviserShareState {
  @Out.texts() reports: ShareableReport[];
  @Out.date({ nullable: true }) sharedAt: string | null;
  @Out.date({ nullable: true }) updatedAt: string | null;
  @Out.of(() => AdviserViewResponse, { list: true }) views: AdviserViewResponse[];
}
