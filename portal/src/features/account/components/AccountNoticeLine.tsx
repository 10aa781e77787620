import Alert from '@mui/material/Alert';
import type { AccountNotice } from '../hooks/use-account-flow';

type AccountNoticeLineProps = { notice: AccountNotice | null };

/** The dialog's message line: failures in red, completed actions in green. */
export function AccountNoticeLine({ notice }: AccountNoticeLineProps) {
  if (!notice) return null;
  return (
    <Alert
      severity={notice.severity}
      role={notice.severity === 'error' ? 'alert' : 'status'}
      data-testid="account-message"
      sx={{ my: 1 }}
    >
      {notice.text}
    </Alert>
  );
}
