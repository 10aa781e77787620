import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import type { RecoverySheet } from './report-api';
import type { ReportFilters } from './report-data';
import { RecoverySlips } from '../recovery-slips/RecoverySlips';

/**
 * Recovery codes for the chosen year group/class, shown once as a sheet to print and
 * cut into slips. Issuing again replaces every earlier code of those students.
 */
/** The confirmation of a bulk issue: it says what the new codes revoke. */
export const reissueWarning = (group: string) =>
  `Issue new recovery codes for ${group}? Every code of these students not used yet stops working, including codes already printed or handed out.`;

export const RecoveryCodesCard = ({ filters }: { filters: ReportFilters }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [sheet, setSheet] = useState<RecoverySheet | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { school_id, year_group, class_name } = filters;
  const chosen = Boolean(year_group || class_name);

  const group = class_name || year_group || '';
  const issue = async () => {
    setConfirming(false);
    setBusy(true);
    setError(null);
    try {
      setSheet((await dataProvider.issueRecoveryCodes({ school_id, year_group, class_name })).data);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const expires = sheet ? new Date(sheet.expires_at).toLocaleDateString() : '';
  return (
    <Card sx={{ mt: 2 }}>
      <CardHeader title="Recovery codes" />
      <CardContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          For students who cannot reach their school mailbox: each code works once, for 14 days, at
          /recover. Issuing again replaces earlier codes.
        </Typography>
        <Stack direction="row" spacing={2}>
          <Button
            variant="contained"
            disabled={busy || !chosen}
            onClick={() => setConfirming(true)}
          >
            Issue codes for {class_name || year_group || 'a year group or class (choose above)'}
          </Button>
          {sheet && sheet.codes.length > 0 && (
            <Button variant="outlined" onClick={() => window.print()}>
              Print slips
            </Button>
          )}
        </Stack>
        <Dialog open={confirming} onClose={() => setConfirming(false)}>
          <DialogTitle>Issue recovery codes</DialogTitle>
          <DialogContent>{reissueWarning(group)}</DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>Cancel</Button>
            <Button variant="contained" onClick={() => void issue()}>
              Issue codes
            </Button>
          </DialogActions>
        </Dialog>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {sheet && sheet.codes.length > 0 && (
          <RecoverySlips slips={sheet.codes} expiresAt={sheet.expires_at} />
        )}
        {sheet && (
          <>
            <Alert severity="warning" sx={{ mt: 2 }}>
              These codes are shown only now. Print or hand them out before leaving this page.
            </Alert>
            <Table size="small" data-testid="recovery-sheet" sx={{ mt: 1 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Username</TableCell>
                  <TableCell>Class</TableCell>
                  <TableCell>Recovery code</TableCell>
                  <TableCell>Valid until</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sheet.codes.map((row) => (
                  <TableRow key={row.user_id}>
                    <TableCell>{row.username}</TableCell>
                    <TableCell>
                      {[row.year_group, row.class_name].filter(Boolean).join(' ')}
                    </TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', fontSize: '1.1em' }}>
                      {row.code}
                    </TableCell>
                    <TableCell>{expires}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {sheet.codes.length === 0 && (
              <Typography sx={{ mt: 1 }}>No students in this year group or class.</Typography>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};
