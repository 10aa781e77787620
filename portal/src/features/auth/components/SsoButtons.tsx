import {
  GENERIC_ERROR,
  SSO_EMAIL_FIRST,
  SSO_PROVIDERS,
  ssoButtonLabel,
  validateEmail,
  type SsoProvider,
} from '@aspire/domain';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-client';
import { startSso } from '../api/sso';
import { cleanEmail } from '../hooks/limit-helpers';

type SsoButtonsProps = {
  /** The address typed in the sign-in form: it names the school (docs/decisions/0167). */
  email: string;
  onMessage: (message: string) => void;
  /** Leaves for the provider; the page is replaced by its sign-in. */
  go?: (url: string) => void;
};

const leave = (url: string) => window.location.assign(url);

/**
 * "Continue with Google" / "Continue with Microsoft" (docs/product/access.md "School sign-in"):
 * the server finds the school by the typed address and answers the provider's URL, or says in
 * plain words why not (not switched on for the school, the provider not answering).
 */
export function SsoButtons({ email, onMessage, go = leave }: SsoButtonsProps) {
  const [pending, setPending] = useState(false);

  const start = async (provider: SsoProvider) => {
    const address = cleanEmail(email);
    if (!address) return onMessage(SSO_EMAIL_FIRST);
    const invalid = validateEmail(address);
    if (invalid) return onMessage(invalid);
    onMessage('');
    setPending(true);
    try {
      const { url } = await startSso(address, provider);
      go(url);
    } catch (error) {
      setPending(false);
      onMessage(errorMessage(error, GENERIC_ERROR));
    }
  };

  return (
    <div className="sign-in-sso" role="group" aria-label="School account">
      <p className="light-body2">Or use your school account:</p>
      {SSO_PROVIDERS.map((provider) => (
        <button
          key={provider}
          type="button"
          className="sign-in-button outlined"
          disabled={pending}
          onClick={() => void start(provider)}
        >
          {ssoButtonLabel(provider)}
        </button>
      ))}
    </div>
  );
}
