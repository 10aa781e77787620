import type { ShareableReport } from '@aspire/domain';
import DownloadIcon from '@mui/icons-material/Download';
import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../session/session-context';
import { downloadReportPdf } from '../api/report-pdf';
import { SHARING_PATH } from '../lib/share-url';
import { ShareDialog } from './ShareDialog';

/**
 * The report pages' "Download PDF" and "Share" buttons, and the way to the student's links
 * (docs/decisions/0230-parent-links.md, 0232-report-pdfs-with-pdfkit.md).
 */
export function ReportShareActions({ report }: { report: ShareableReport }) {
  const { userId } = useSession();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!userId) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        color={failed ? 'error' : 'primary'}
        onClick={() => {
          setFailed(false);
          downloadReportPdf(userId, report).catch(() => setFailed(true));
        }}
      >
        {failed ? 'PDF failed: try again' : 'Download PDF'}
      </Button>
      <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => setOpen(true)}>
        Share
      </Button>
      {/* Where the student sees every link's openings and revokes one, later. */}
      <Button component={RouterLink} to={SHARING_PATH}>
        Shared links
      </Button>
      {open && <ShareDialog userId={userId} report={report} open onClose={() => setOpen(false)} />}
    </>
  );
}
