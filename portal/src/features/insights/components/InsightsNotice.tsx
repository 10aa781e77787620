import Alert from '@mui/material/Alert';

export type Notice = { text: string; severity: 'success' | 'info' | 'error' };

type InsightsNoticeProps = { notice: Notice | null; testId?: string };

/** One message line of the tab: errors in red, confirmations in green, information in blue. */
export function InsightsNotice({ notice, testId = 'insights-message' }: InsightsNoticeProps) {
  if (!notice) return null;
  return (
    <Alert
      severity={notice.severity}
      role={notice.severity === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      sx={{ my: 1 }}
    >
      {notice.text}
    </Alert>
  );
}
