import type { ShareableReport } from '@aspire/domain';
import { ApiError } from '../../../api/api-client';
import { readToken } from '../../../api/token-storage';

/**
 * Downloads the student's own report as a PDF (GET /api/report-pdf/:userId/:report). The route
 * takes the bearer token, so the file is fetched and handed to the browser as a download.
 */
export async function downloadReportPdf(userId: string, report: ShareableReport): Promise<void> {
  const res = await fetch(`/api/report-pdf/${encodeURIComponent(userId)}/${report}`, {
    headers: { Authorization: `Bearer ${readToken() ?? ''}`, Accept: 'application/pdf' },
  });
  if (!res.ok) throw new ApiError('The PDF could not be made. Please try again.', res.status);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `aspire-${report}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
