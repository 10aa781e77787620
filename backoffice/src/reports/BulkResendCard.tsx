import { Alert, Button, Card, CardContent, CardHeader, Stack, TextField } from '@mui/material';
import { type BulkResendResult, UNVERIFIED_DAYS_DEFAULT } from '@aspire/domain';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import type { ReportFilters } from './report-data';

/** "Resend verification to every student unverified for N days", and what happened. */
export const BulkResendCard = ({
  filters,
  onDone,
}: {
  filters: ReportFilters;
  onDone: () => void;
}) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [days, setDays] = useState(String(UNVERIFIED_DAYS_DEFAULT));
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BulkResendResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const { school_id, year_group, class_name } = filters;
      const body = { days: Number(days), school_id, year_group, class_name };
      setResult((await dataProvider.resendUnverified(body)).data);
      onDone();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardHeader title="Resend verification e-mails" />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <TextField
            label="Unverified for at least (days)"
            type="number"
            size="small"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            slotProps={{ htmlInput: { min: 0, max: 365 } }}
          />
          <Button variant="contained" disabled={busy} onClick={() => void send()}>
            Resend to unverified students
          </Button>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {result && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="resend-result">
            Sent {result.sent} of {result.matched}; skipped {result.skipped}.
            {result.reasons.map((r) => (
              <div key={r.reason}>
                {r.count} × {r.reason}
              </div>
            ))}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};
