import { RESET_LINK_INCOMPLETE, RESET_PASSWORD_SUCCESS, normaliseEmail } from '@aspire/domain';
import { useSearchParams } from 'react-router-dom';
import { useResetPasswordMutation } from '../api/reset-password';
import { usePasswordFormOutcome } from '../hooks/use-password-form-outcome';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';
import { PasswordFormCard } from './PasswordFormCard';

/**
 * /reset-password?token=…&email=… (docs/product/access.md, "Resetting a password"). Selectors:
 * inputs 'New Password' and 'Confirm Password', button 'Reset Password', message
 * data-testid="auth-message", link
 * 'Back to Log In'.
 */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = normaliseEmail(params.get('email') ?? '');
  const newPassword = useNewPassword();
  const outcome = usePasswordFormOutcome(token && email ? '' : RESET_LINK_INCOMPLETE);
  const { mutateAsync, isPending } = useResetPasswordMutation();

  const reset = () =>
    void outcome.submit(
      newPassword.problem(),
      () => mutateAsync({ email, token, newPassword: newPassword.value() }),
      RESET_PASSWORD_SUCCESS,
    );

  const disabled = outcome.done || !token || !email;
  return (
    <PasswordFormCard
      title="Reset your password"
      intro={email && `For ${email}`}
      submitLabel="Reset Password"
      outcome={outcome}
      disabled={disabled}
      pending={isPending}
      onSubmit={reset}
    >
      <NewPasswordFields fields={newPassword} disabled={disabled} />
    </PasswordFormCard>
  );
}
