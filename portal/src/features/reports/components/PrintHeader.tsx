import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePublicConfig } from '../../../config/get-public-config';
import { formatDate } from '../../../lib/format-date';
import { useSession } from '../../../session/session-context';
import { useUser } from '../../account';

/**
 * A printout says whose report it is and when it was printed; which versions of the questions
 * and scoring produced it is printed from the report's own sessions (ReportVersions), never a
 * fixed edition. Shown in print only (report-print.css), so the screen is unchanged.
 */
export function PrintHeader({ title }: { title: string }) {
  const { userId } = useSession();
  const { productName } = usePublicConfig();
  const user = useUser(userId ?? '');
  const name = user.data?.username?.trim() || user.data?.email || '';
  return (
    <Box className="report-print-only" data-testid="print-header" sx={{ display: 'none', mb: 2 }}>
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {productName} · {title}
      </Typography>
      <Typography component="p" variant="body2">
        {name && <>Student: {name} · </>}
        Printed on {formatDate(new Date())}
      </Typography>
    </Box>
  );
}
