import {
  ADVISER_REPORTS,
  ADVISER_REPORTS_INVALID,
  AdviserReport,
  adviserReportList,
  AdviserShareState,
  AdviserViewRow,
} from '@aspire/domain';
import { RuleField } from '../../common/dto/fields';
import { Out } from '../../common/dto/responses';

const reportsRule = (value: unknown) => (adviserReportList(value) ? null : ADVISER_REPORTS_INVALID);

/** PUT /api/adviser-share/:userId: the reports the student shares (docs/product/advisers.md). */
export class ShareWithAdvisersDto {
  @RuleField(reportsRule, {
    type: 'array',
    items: { type: 'string', enum: [...ADVISER_REPORTS] },
    minItems: 1,
    maxItems: ADVISER_REPORTS.length,
    example: ['futureready', 'uniready'],
  })
  reports: AdviserReport[];
}

export class AdviserViewResponse implements AdviserViewRow {
  @Out.text() adviser: string;
  @Out.text({ enum: ADVISER_REPORTS }) reports: AdviserReport[];
  @Out.date() viewedAt: string;
}

export class AdviserShareResponse implements AdviserShareState {
  @Out.texts() reports: AdviserReport[];
  @Out.date({ nullable: true }) sharedAt: string | null;
  @Out.date({ nullable: true }) updatedAt: string | null;
  @Out.of(() => AdviserViewResponse, { list: true }) views: AdviserViewResponse[];
}
