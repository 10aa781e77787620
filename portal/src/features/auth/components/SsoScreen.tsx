/**
 * Where the provider's sign-in lands (`/sso`, docs/product/access.md "School sign-in"): the page
 * collects what the server decided. A session signs the student in; a first sign-in asks the
 * username and age once; a refusal goes back to the sign-in page with its message. Stable
 * selectors: status "Signing you in…"; heading SSO_REGISTER_HEADING with 'Username', 'Age',
 * 'I accept the terms and conditions', 'Create Account'; message data-testid="auth-message".
 */
import { GENERIC_ERROR, SSO_REGISTER_HEADING } from '@aspire/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../api/api-client';
import { LightPageLayout } from '../../../components/LightPageLayout';
import { useSession } from '../../../session/session-context';
import { collectSsoOutcome } from '../api/sso';
import { SsoRegisterForm } from './SsoRegisterForm';

export const SSO_SIGNING_IN = 'Signing you in…';

export function SsoScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const [registerEmail, setRegisterEmail] = useState<string | null>(null);
  const { login } = session;

  useEffect(() => {
    let active = true;
    const back = (message: string) =>
      void navigate('/login', { replace: true, state: { message } });
    collectSsoOutcome().then(
      async (outcome) => {
        if (!active) return;
        if (outcome?.status === 'register') return setRegisterEmail(outcome.email);
        if (outcome?.status !== 'signed-in' || !outcome.token) return back(GENERIC_ERROR);
        if (!(await login(outcome.token, String(outcome.user_id)))) return back(GENERIC_ERROR);
        void navigate('/dashboard', { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        back(errorMessage(error, GENERIC_ERROR));
      },
    );
    return () => {
      active = false;
    };
  }, [login, navigate]);

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
