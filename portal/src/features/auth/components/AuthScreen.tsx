/**
 * The authentication screen (spec 000 §2, §4). Stable selectors for the e2e tests:
 * - inputs by label: login 'Email', 'Password'; register 'Username', 'Age', 'Email', 'Password'
 * - submit button: 'Log In' / 'Register', or 'Wait Ns' (disabled) while locked or backing off
 * - buttons: 'Forgot Password?', 'Terms and Conditions', 'Resend Verification' (beside the exact
 *   unverified message), 'Show' / 'Hide' (password visibility)
 * - checkbox: 'I accept the terms and conditions'
 * - links: 'Register' (login mode → /register), 'Log In' (register mode → /login)
 * - message: role="alert", data-testid="auth-message", data-severity="error" | "success";
 *   grey hints: data-testid="auth-hint"
 * - reset modal: dialog 'Reset Password' with 'Email', 'Send Reset Link' / 'Wait Ns', 'Cancel';
 *   its message data-testid="reset-message" (scope lookups to the dialog: the form's 'Email'
 *   stays in the page behind it)
 * - limits live in localStorage (`loginAttempts_<email>`, `registerAttempts_<ip>`,
 *   `forgotPasswordAttempts_<email>`, `resendAttempts_<email>`); clear them to skip backoff
 * - terms modal: dialog 'Terms and Conditions' with a 'Close' button
 */
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageLayout } from '../../../components/PageLayout';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

export type AuthMode = 'login' | 'register';

type AuthScreenProps = { mode: AuthMode };

/** A message handed over by navigation, e.g. after a successful registration. */
function stateMessage(state: unknown): string {
  const message = (state as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}

export function AuthScreen({ mode }: AuthScreenProps) {
  const location = useLocation();
  const login = mode === 'login';
  return (
    <PageLayout maxWidth="xs">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {login ? 'Sign in to your account' : 'Create your account'}
        </Typography>
        {login ? (
          <LoginForm key="login" initialMessage={stateMessage(location.state)} />
        ) : (
          <RegisterForm key="register" />
        )}
        <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
          {login ? "Don't have an account? " : 'Already have an account? '}
          <Link component={RouterLink} to={login ? '/register' : '/login'}>
            {login ? 'Register' : 'Log In'}
          </Link>
        </Typography>
      </Paper>
    </PageLayout>
  );
}
