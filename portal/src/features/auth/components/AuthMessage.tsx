import { isSuccessMessage } from '@aspire/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type AuthMessageProps = {
  message: string;
  /** grey lockout hints shown under the message area */
  hints?: (string | null)[];
  /** shown beside the message (the 'Resend Verification' button) */
  action?: ReactNode;
  testId?: string;
  /** known by the caller (an answered success); otherwise read from the text */
  severity?: 'success' | 'error';
};

/** Errors in red, successes in green (every success), grey hints (docs/product/access.md). */
export function AuthMessage({
  message,
  hints = [],
  action,
  testId = 'auth-message',
  severity,
}: AuthMessageProps) {
  const success = severity ? severity === 'success' : isSuccessMessage(message);
  const shownHints = hints.filter((h): h is string => Boolean(h));
  return (
    <Box sx={{ my: 1 }}>
      {message && (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography
            role="alert"
            data-testid={testId}
            data-severity={success ? 'success' : 'error'}
            sx={{ color: success ? 'success.main' : 'error.main' }}
          >
            {message}
          </Typography>
          {action}
        </Box>
      )}
      {shownHints.map((hint) => (
        <Typography
          key={hint}
          variant="body2"
          data-testid="auth-hint"
          sx={{ color: 'text.secondary' }}
        >
          {hint}
        </Typography>
      ))}
    </Box>
  );
}
