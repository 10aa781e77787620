/**
 * Where the provider's sign-in lands (`/sso`, docs/product/access.md "School sign-in"): the page
 * collects what the server decided. A session signs the student in; a first sign-in asks the
 * username and age once; a refusal goes back to the sign-in page with its message. Stable
 * selectors: status "Signing you in…"; heading SSO_REGISTER_HEADING with 'Username', 'Age',
 * 'I accept the terms and conditions', 'Create Account'; message data-testid="auth-message".
 */
import { GENERIC_ERROR, SSO_REGISTER_HEADING } from '@aspire/domain';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { errorMessage } from '../../../api/api-client';
import { LightPageLayout } from '../../../components/LightPageLayout';
import { useSession } from '../../../session/session-context';
import { finishSso, ssoOutcomeQueryOptions } from '../api/sso';
import { SsoRegisterForm } from './SsoRegisterForm';

export const SSO_SIGNING_IN = 'Signing you in…';

export function SsoScreen() {
  const { login } = useSession();
  // The outcome, and for a session the sign-in with it, in the one query of this visit.
  const outcome = useQuery(
    ssoOutcomeQueryOptions(async () => {
      const answer = await finishSso();
      if (answer?.status === 'register') return { register: answer.email };
      if (answer?.status !== 'signed-in' || !answer.token) return { signedIn: false };
      return { signedIn: await login(answer.token, String(answer.user_id)) };
    }),
  );
  const back = (message: string) => <Navigate to="/login" replace state={{ message }} />;

  if (outcome.isError) return back(errorMessage(outcome.error, GENERIC_ERROR));
  if (outcome.data && 'signedIn' in outcome.data) {
    return outcome.data.signedIn ? <Navigate to="/dashboard" replace /> : back(GENERIC_ERROR);
  }
  const registerEmail = outcome.data?.register ?? null;
  return (
    <LightPageLayout>
      <section className="sign-in-card">
        {registerEmail === null ? (
          <p role="status">{SSO_SIGNING_IN}</p>
        ) : (
          <>
            <h1>{SSO_REGISTER_HEADING}</h1>
            <SsoRegisterForm email={registerEmail} />
          </>
        )}
      </section>
    </LightPageLayout>
  );
}
