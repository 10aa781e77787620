import { RECOVERY_SUCCESS, validateEmail, validateRecoveryCode } from '@aspire/domain';
import TextField from '@mui/material/TextField';
import { useSanitisedState } from '../../../lib/use-sanitised-state';
import { useRecoverAccountMutation } from '../api/recover-account';
import { usePasswordFormOutcome } from '../hooks/use-password-form-outcome';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';
import { PasswordFormCard } from './PasswordFormCard';

/**
 * /recover: a student who cannot reach the school mailbox types the code from the
 * sheet their coordinator printed, sets a new password and may add a personal address.
 */
export function RecoverScreen() {
  const [username, setUsername] = useSanitisedState();
  const [code, setCode] = useSanitisedState();
  const newPassword = useNewPassword();
  const [personalEmail, setPersonalEmail] = useSanitisedState();
  const outcome = usePasswordFormOutcome();
  const { done } = outcome;
  const { mutateAsync, isPending } = useRecoverAccountMutation();

  const recover = () => {
    const email = personalEmail.trim();
    const problem =
      (username.trim() ? null : 'Enter your username.') ??
      validateRecoveryCode(code) ??
      newPassword.problem() ??
      (email ? validateEmail(email) : null);
    const send = () =>
      mutateAsync({
        username: username.trim(),
        code,
        newPassword: newPassword.value(),
        ...(email ? { personalEmail: email } : {}),
      });
    void outcome.submit(problem, send, RECOVERY_SUCCESS);
  };

  return (
    <PasswordFormCard
      title="Recover your account"
      intro="Use the recovery code your school gave you."
      submitLabel="Recover Account"
      outcome={outcome}
      disabled={done}
      pending={isPending}
      onSubmit={recover}
    >
      <TextField
        label="Username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        autoComplete="username"
        fullWidth
        margin="normal"
        disabled={done}
      />
      <TextField
        label="Recovery code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        placeholder="ABCD-EFGH-JKMN-PQRS"
        fullWidth
        margin="normal"
        disabled={done}
      />
      <NewPasswordFields fields={newPassword} disabled={done} />
      <TextField
        label="Personal email (optional)"
        helperText="To keep your account after you leave school. We send it a link to confirm."
        value={personalEmail}
        onChange={(e) => setPersonalEmail(e.target.value)}
        autoComplete="email"
        type="email"
        fullWidth
        margin="normal"
        disabled={done}
      />
    </PasswordFormCard>
  );
}
