import {
  GENERIC_ERROR,
  MIN_AGE,
  stripTags,
  TERMS_REQUIRED,
  validateAge,
  validateUsername,
} from '@aspire/domain';
import { Suspense, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../api/api-client';
import { lazyNamed } from '../../../lib/lazy-named';
import { useSanitisedState } from '../../../lib/use-sanitised-state';
import { PrivacyLink } from '../../privacy';
import { useSession } from '../../../session/session-context';
import { registerSso } from '../api/sso';
import { SignInField, SignInMessage } from './SignInFields';

const TermsModal = lazyNamed(() => import('./TermsModal'), 'TermsModal');

type SsoRegisterFormProps = { email: string };

/**
 * A first school sign-in's one question (docs/decisions/0165): the username and age registration
 * asks, and the terms; the address is the one the provider verified, so no e-mail is sent.
 */
export function SsoRegisterForm({ email }: SsoRegisterFormProps) {
  const [username, setUsername] = useSanitisedState();
  const [age, setAge] = useSanitisedState();
  const [accepted, setAccepted] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  const session = useSession();
  const navigate = useNavigate();
  const termsId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = stripTags(username).trim();
    const years = stripTags(age).trim();
    const invalid =
      validateUsername(name) ?? validateAge(years) ?? (accepted ? null : TERMS_REQUIRED);
    if (invalid) return setMessage(invalid);
    setMessage('');
    setPending(true);
    try {
      const made = await registerSso({ username: name, age: Number(years) });
      if (await session.login(made.token, String(made.user_id))) {
        return void navigate('/dashboard', { replace: true });
      }
      setMessage(GENERIC_ERROR);
    } catch (error) {
      setMessage(errorMessage(error, GENERIC_ERROR));
    }
    setPending(false);
  };

  return (
    <form noValidate onSubmit={(e: FormEvent) => void submit(e)}>
      <p className="light-body2">
        You signed in as <strong>{email}</strong>. Choose a username and tell us your age.
      </p>
      <SignInField
        label="Username"
        value={username}
        onChange={setUsername}
        autoComplete="username"
      />
      <SignInField label="Age" type="number" value={age} onChange={setAge} min={MIN_AGE} />
      <p>
        <input
          id={termsId}
          type="checkbox"
          checked={accepted}
          onChange={(e) => setAccepted(e.target.checked)}
          aria-label="I accept the terms and conditions"
        />
        <label htmlFor={termsId} className="light-body2">
          {' '}
          I accept the{' '}
        </label>
        <button type="button" className="sign-in-button" onClick={() => setTermsOpen(true)}>
          Terms and Conditions
        </button>
      </p>
      <PrivacyLink />
      <SignInMessage message={message} />
      <button type="submit" className="sign-in-button contained" disabled={pending}>
        Create Account
      </button>
      {termsOpen && (
        <Suspense fallback={null}>
          <TermsModal open onClose={() => setTermsOpen(false)} />
        </Suspense>
      )}
    </form>
  );
}
