import Alert from '@mui/material/Alert';

type ReportStatusProps = { kind: 'error' | 'empty'; message?: string };

export const EMPTY_REPORT = 'No visualization data available.';

/**
 * The error (its message) and empty states of a report
 * (docs/product/assessments.md, "The score reports").
 */
export function ReportStatus({ kind, message }: ReportStatusProps) {
  return kind === 'error' ? (
    <Alert severity="error">{message}</Alert>
  ) : (
    <Alert severity="info">{EMPTY_REPORT}</Alert>
  );
}
