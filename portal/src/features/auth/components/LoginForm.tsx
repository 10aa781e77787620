import { EMAIL_NOT_VERIFIED } from '@aspire/domain';
import { Suspense, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LOGIN_COUNTDOWN, RESEND_COUNTDOWN } from '../../../components/live/countdown';
import { LiveRegion } from '../../../components/live/LiveRegion';
import { useCountdownAnnouncement } from '../../../components/live/use-countdown-announcement';
import { lazyNamed } from '../../../lib/lazy-named';
import { useSanitisedState } from '../../../lib/use-sanitised-state';
import { useLogin } from '../hooks/use-login';
import { useResendVerification } from '../hooks/use-resend-verification';
import { SignInField, SignInMessage, SignInPassword } from './SignInFields';
import { SsoButtons } from './SsoButtons';

// The sign-in form is plain elements (no MUI on the first visit to `/`); the reset
// dialog (MUI Dialog, Modal, transitions, the theme) loads when it is first opened.
const ResetModal = lazyNamed(() => import('./ResetModal'), 'ResetModal');

type LoginFormProps = { initialMessage?: string };

/**
 * Login mode (docs/product/access.md, "Signing in"): email, password, 'Forgot Password?',
 * 'Log In'; then the school account buttons (docs/product/access.md, "School sign-in").
 */
export function LoginForm({ initialMessage = '' }: LoginFormProps) {
  const [email, setEmail] = useSanitisedState();
  const [password, setPassword] = useSanitisedState();
  const [message, setMessage] = useState(initialMessage);
  const [resetOpen, setResetOpen] = useState(false);
  // Mounted from the first opening on, so that closing it still plays the dialog's transition.
  const [resetUsed, setResetUsed] = useState(false);
  const login = useLogin(email);
  const resend = useResendVerification(email);
  const waiting = login.limit.waitSeconds > 0;
  const resendWaiting = resend.limit.waitSeconds > 0;
  // The waits as a screen reader hears them, at a polite rate (not every second).
  const loginCountdown = useCountdownAnnouncement(login.limit.waitSeconds, LOGIN_COUNTDOWN);
  const resendCountdown = useCountdownAnnouncement(resend.limit.waitSeconds, RESEND_COUNTDOWN);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    const result = await login.submit(email, password);
    if (result !== null) setMessage(result);
  };

  const resendVerification = async () => setMessage(await resend.submit(email));

  const resendButton = message === EMAIL_NOT_VERIFIED && (
    <button
      type="button"
      className="sign-in-button outlined"
      disabled={resend.pending || resendWaiting}
      onClick={() => void resendVerification()}
    >
      {resendWaiting ? `Wait ${resend.limit.waitSeconds}s` : 'Resend Verification'}
    </button>
  );

  return (
    <>
      <form noValidate onSubmit={(e: FormEvent) => void submit(e)}>
        <SignInField
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
        />
        <SignInPassword value={password} onChange={setPassword} />
        <div style={{ textAlign: 'right' }}>
          <button
            type="button"
            className="sign-in-button"
            onClick={() => {
              setResetUsed(true);
              setResetOpen(true);
            }}
          >
            Forgot Password?
          </button>
        </div>
        {/* Recovery codes from the school (docs/product/access.md): the way in without the mailbox. */}
        <div style={{ textAlign: 'right' }}>
          {/* 24 px tall: a touch target of its own beside the button above (WCAG 2.5.8). */}
          <Link
            to="/recover"
            style={{ display: 'inline-block', minHeight: 24, lineHeight: '24px' }}
          >
            Lost access to your school e-mail?
          </Link>
        </div>
        <SignInMessage
          message={message}
          hints={[login.limit.hint, resend.limit.hint]}
          action={resendButton}
        />
        <button
          type="submit"
          className="sign-in-button contained"
          disabled={login.pending || waiting}
        >
          {waiting ? `Wait ${login.limit.waitSeconds}s` : 'Log In'}
        </button>
        <LiveRegion text={loginCountdown} testId="login-countdown" />
        <LiveRegion text={resendCountdown} testId="resend-countdown" />
      </form>
      <SsoButtons email={email} onMessage={setMessage} />
      {/* Outside the form: React carries a portal's submit up its tree to the login form. */}
      {resetUsed && (
        <Suspense fallback={null}>
          <ResetModal
            open={resetOpen}
            initialEmail={email}
            onClose={() => setResetOpen(false)}
            onSent={(sent) => {
              setResetOpen(false);
              setMessage(sent);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
