import {
  SHARE_DISPLAY_NAME_INVALID,
  SHARE_DISPLAY_NAME_MAX,
  SHARE_EXPIRY_DEFAULT_DAYS,
  SHARE_EXPIRY_MAX_DAYS,
  SHAREABLE_REPORTS,
  SHAREABLE_REPORTS_INVALID,
  shareableReportList,
  validateShareExpiry,
  type ShareableReport,
} from '@aspire/domain';
import { RuleField, TextField, UserIdField } from '../../common/dto/fields';

/** One to all of the shareable reports, each once: a parent link's or the advisers' share. */
export const ShareableReportsField = () =>
  RuleField((value) => (shareableReportList(value) ? null : SHAREABLE_REPORTS_INVALID), {
    type: 'array',
    items: { type: 'string', enum: [...SHAREABLE_REPORTS] },
    minItems: 1,
    maxItems: SHAREABLE_REPORTS.length,
    uniqueItems: true,
    example: ['futureready', 'uniready'],
  });

/** A student's new parent link: which reports, for how many days, under which name if any. */
export class CreateShareLinkDto {
  @UserIdField()
  userId: string;

  @ShareableReportsField()
  reports: ShareableReport[];

  @RuleField(
    validateShareExpiry,
    {
      type: 'integer',
      minimum: 1,
      maximum: SHARE_EXPIRY_MAX_DAYS,
      description: `Days until the link stops working (${SHARE_EXPIRY_DEFAULT_DAYS} when left out).`,
      example: SHARE_EXPIRY_DEFAULT_DAYS,
    },
    { optional: true },
  )
  expiresInDays?: number;

  @TextField({
    max: SHARE_DISPLAY_NAME_MAX,
    min: 1,
    optional: true,
    message: SHARE_DISPLAY_NAME_INVALID,
    description: 'The name the parent sees; left out, the shared page shows no name.',
    example: 'Sam',
  })
  displayName?: string;
}
