import { SHARE_REPORTS, SHARE_REPORTS_INVALID, type ShareReport } from '@aspire/domain';
import { EnumField, UserIdField } from '../../common/dto/fields';

/** GET /api/report-pdf/:userId/:report */
export class ReportPdfParams {
  @UserIdField()
  userId: string;

  @EnumField(SHARE_REPORTS, { message: SHARE_REPORTS_INVALID })
  report: ShareReport;
}
