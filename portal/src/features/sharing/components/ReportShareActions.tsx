import type { ShareReport } from '@aspire/domain';
import DownloadIcon from '@mui/icons-material/Download';
import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useSession } from '../../../session/session-context';
import { downloadReportPdf } from '../api/report-pdf';
import { ShareDialog } from './ShareDialog';

/** The report pages' "Download PDF" and "Share" buttons (docs/decisions/0230, 0232). */
export function ReportShareActions({ report }: { report: ShareReport }) {
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
      {open && <ShareDialog userId={userId} report={report} open onClose={() => setOpen(false)} />}
    </>
  );
}
