import { PASSWORDS_DO_NOT_MATCH, stripTags, validatePassword } from '@aspire/domain';
import { useSanitisedState } from '../../../lib/use-sanitised-state';
import { PasswordField } from './PasswordField';
import { PasswordRequirements } from './PasswordRequirements';

/** What is wrong with a new password and its confirmation, or null (docs/product/access.md). */
export const newPasswordProblem = (password: string, confirm: string): string | null => {
  const newPassword = stripTags(password);
  return (
    validatePassword(newPassword) ??
    (newPassword === stripTags(confirm) ? null : PASSWORDS_DO_NOT_MATCH)
  );
};

/** The two fields' text (tags dropped as typed), and the new password as it is sent. */
export function useNewPassword() {
  const [password, setPassword] = useSanitisedState();
  const [confirm, setConfirm] = useSanitisedState();
  return {
    password,
    setPassword,
    confirm,
    setConfirm,
    problem: () => newPasswordProblem(password, confirm),
    value: () => stripTags(password),
  };
}

type NewPasswordFieldsProps = { fields: ReturnType<typeof useNewPassword>; disabled: boolean };

/** 'New Password' with its requirements ticked as typed, then 'Confirm Password'. */
export function NewPasswordFields({ fields, disabled }: NewPasswordFieldsProps) {
  const { password, setPassword: onPassword, confirm, setConfirm: onConfirm } = fields;
  return (
    <>
      <PasswordField
        label="New Password"
        value={password}
        onChange={onPassword}
        autoComplete="new-password"
        disabled={disabled}
      />
      <PasswordRequirements password={password} />
      <PasswordField
        label="Confirm Password"
        value={confirm}
        onChange={onConfirm}
        autoComplete="new-password"
        disabled={disabled}
      />
    </>
  );
}
