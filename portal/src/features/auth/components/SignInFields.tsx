import { isSuccessMessage } from '@aspire/domain';
import { useId, useState, type ReactNode } from 'react';
import './sign-in.css';

// The sign-in form's parts without MUI: the same labels, names and test ids as
// TextInput, PasswordField and AuthMessage, which the other auth screens keep using.

type FieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  end?: ReactNode;
  min?: number;
};

/** An outlined input with its label on the outline. */
export function SignInField({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  end,
  min,
}: FieldProps) {
  const id = useId();
  return (
    <div className="sign-in-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        min={min}
      />
      {end}
    </div>
  );
}

const EYE =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const EYE_OFF =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';

type PasswordProps = { value: string; onChange: (value: string) => void };

/**
 * The password with its 'Show' / 'Hide' toggle (docs/product/access.md, "The registration form"),
 * as PasswordField.
 */
export function SignInPassword({ value, onChange }: PasswordProps) {
  const [visible, setVisible] = useState(false);
  return (
    <SignInField
      label="Password"
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={onChange}
      autoComplete="current-password"
      end={
        <button
          type="button"
          className="sign-in-icon"
          aria-label={visible ? 'Hide' : 'Show'}
          onClick={() => setVisible((v) => !v)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={visible ? EYE_OFF : EYE} />
          </svg>
        </button>
      }
    />
  );
}

type MessageProps = { message: string; hints?: (string | null)[]; action?: ReactNode };

/**
 * Errors in red, successes in green, grey hints; as AuthMessage (docs/product/access.md). An error
 * is an alert; a success and the hints (the warning, the lockout) are said politely, the hints
 * from a status region that is always in the page so that each change is heard.
 */
export function SignInMessage({ message, hints = [], action }: MessageProps) {
  const shownHints = hints.filter((h): h is string => Boolean(h));
  const success = isSuccessMessage(message);
  return (
    <div className="sign-in-message">
      {message && (
        <div>
          <p
            role={success ? 'status' : 'alert'}
            data-testid="auth-message"
            data-severity={success ? 'success' : 'error'}
          >
            {message}
          </p>
          {action}
        </div>
      )}
      <div role="status" aria-live="polite">
        {shownHints.map((hint) => (
          <p key={hint} className="light-body2" data-testid="auth-hint">
            {hint}
          </p>
        ))}
      </div>
    </div>
  );
}
