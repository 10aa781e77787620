import {
  AdviserShareState,
  AdviserViewRow,
  SHAREABLE_REPORTS,
  SHAREABLE_REPORTS_INVALID,
  ShareableReport,
  shareableReportList,
} from '@aspire/domain';
import { RuleField } from '../../common/dto/fields';
import { Out } from '../../common/dto/responses';

const reportsRule = (value: unknown) =>
  shareableReportList(value) ? null : SHAREABLE_REPORTS_INVALID;

/** PUT /api/adviser-share/:userId: the reports the student shares (docs/product/advisers.md). */
export class ShareWithAdvisersDto {
  @RuleField(reportsRule, {
    type: 'array',
    items: { type: 'string', enum: [...SHAREABLE_REPORTS] },
    minItems: 1,
    maxItems: SHAREABLE_REPORTS.length,
    uniqueItems: true,
    example: ['futureready', 'uniready'],
  })
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
