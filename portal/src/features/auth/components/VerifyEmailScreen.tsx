import { VERIFY_EMAIL_SUCCESS, VERIFY_LINK_INCOMPLETE, VERIFY_TOKEN_INVALID } from '@aspire/domain';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../api/api-client';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { PageLayout } from '../../../components/PageLayout';
import { useVerifyEmail } from '../api/verify-email';
import { AuthMessage } from './AuthMessage';
import { ResendVerificationForm } from './ResendVerificationForm';

/**
 * /verify-email?token=… Selectors: message data-testid="auth-message"; on success a link
 * 'Log In'; on failure an input 'Email' and a button 'Resend Verification'.
 */
export function VerifyEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail(token);

  let body;
  if (token && verify.isPending) {
    body = <LoadingScreen text="Verifying your email..." />;
  } else if (token && verify.isSuccess) {
    body = (
      <>
        <AuthMessage message={verify.data?.message || VERIFY_EMAIL_SUCCESS} severity="success" />
        <Link component={RouterLink} to="/login" replace>
          Log In
        </Link>
      </>
    );
  } else {
    const message = token
      ? errorMessage(verify.error, VERIFY_TOKEN_INVALID)
      : VERIFY_LINK_INCOMPLETE;
    body = (
      <>
        <AuthMessage message={message} />
        <ResendVerificationForm />
      </>
    );
  }

  return (
    <PageLayout maxWidth="xs">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Email verification
        </Typography>
        {body}
      </Paper>
    </PageLayout>
  );
}
