import { SHAREABLE_REPORTS, SHAREABLE_REPORTS_INVALID, type ShareableReport } from '@aspire/domain';
import { EnumField, UserIdField } from '../../common/dto/fields';

/** GET /api/report-pdf/:userId/:report */
export class ReportPdfParams {
  @UserIdField()
  userId: string;

  @EnumField(SHAREABLE_REPORTS, { message: SHAREABLE_REPORTS_INVALID })
  report: ShareableReport;
}
