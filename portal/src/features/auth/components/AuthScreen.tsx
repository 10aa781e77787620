/**
 * The authentication screen (docs/product/access.md, "Lockouts and backoff"). Stable selectors for
 * the e2e tests:
 * - inputs by label: login 'Email', 'Password'; register 'Username', 'Age', 'Email', 'Password'
 * - submit button: 'Log In' / 'Register', or 'Wait Ns' (disabled) while locked or backing off
 * - buttons: 'Forgot Password?', 'Terms and Conditions', 'Resend Verification' (beside the exact
 *   unverified message), 'Show' / 'Hide' (password visibility)
 * - checkbox: 'I accept the terms and conditions'
 * - links: 'Register' (login mode → /register), 'Log In' (register mode → /login)
 * - message: role="alert" (error) or "status" (success), data-testid="auth-message",
 *   data-severity="error" | "success"; grey hints: data-testid="auth-hint" in a polite status
 *   region; countdowns for screen readers: status regions "login-countdown", "resend-countdown"
 * - reset modal: dialog 'Reset Password' with 'Email', 'Send Reset Link' / 'Wait Ns', 'Cancel';
 *   its message data-testid="reset-message" (scope lookups to the dialog: the form's 'Email'
 *   stays in the page behind it)
 * - limits live in localStorage (`loginAttempts_<email>`, `registerAttempts_<ip>`,
 *   `forgotPasswordAttempts_<email>`, `resendAttempts_<email>`); clear them to skip backoff
 * - terms modal: dialog 'Terms and Conditions' with a 'Close' button
 */
import { Suspense } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { LightPageLayout } from '../../../components/LightPageLayout';
import { lazyNamed } from '../../../lib/lazy-named';
import { LoginForm } from './LoginForm';

// The sign-in screen (`/` → /login) is plain elements and one small stylesheet, so the
// first visit downloads no MUI; /register keeps the MUI layout in a chunk of its own.
const RegisterScreen = lazyNamed(() => import('./RegisterScreen'), 'RegisterScreen');

export type AuthMode = 'login' | 'register';

type AuthScreenProps = { mode: AuthMode };

/** A message handed over by navigation, e.g. after a successful registration. */
function stateMessage(state: unknown): string {
  const message = (state as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}

export function AuthScreen({ mode }: AuthScreenProps) {
  const location = useLocation();
  if (mode === 'register') {
    return (
      <Suspense fallback={null}>
        <RegisterScreen />
      </Suspense>
    );
  }
  return (
    <LightPageLayout>
      <section className="sign-in-card">
        <h1>Sign in to your account</h1>
        <LoginForm key="login" initialMessage={stateMessage(location.state)} />
        <p className="light-body2 sign-in-switch">
          Don&apos;t have an account? <RouterLink to="/register">Register</RouterLink>
        </p>
      </section>
    </LightPageLayout>
  );
}
