import Alert from '@mui/material/Alert';
import type { AccountNotice } from '../hooks/use-account-flow';

type AccountNoticeLineProps = { notice: AccountNotice | null };

/**
 * The dialog's message line: failures in red (an alert), completed actions in green. A success is
 * announced by the dialog's live region, so this line does not say it a second time.
 */
export function AccountNoticeLine({ notice }: AccountNoticeLineProps) {
  if (!notice) return null;
  return (
    <Alert
      severity={notice.severity}
      role={notice.severity === 'error' ? 'alert' : 'none'}
      data-testid="account-message"
      sx={{ my: 1 }}
    >
      {notice.text}
    </Alert>
  );
}
