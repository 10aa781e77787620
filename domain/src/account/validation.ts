import {
  EMAIL_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
  validateEmail,
} from '../auth/validation';

/** Manage Account (docs/product/dashboard.md): the server's answers for the account actions. */
export const NEW_USERNAME_REQUIRED = 'New username is required.';
export const NEW_USERNAME_LENGTH = 'Username must be between 3 and 50 characters.';
export const NEW_USERNAME_CHARACTERS =
  'Username may contain only letters, numbers, or underscores.';
export const ACCOUNT_PASSWORD_REQUIRED = 'Password is required.';
export const ACCOUNT_PASSWORD_INCORRECT = 'Incorrect password.';
export const NEW_EMAIL_REQUIRED = 'New email is required.';
export const ACCOUNT_EMAIL_INVALID = 'Invalid email format.';

/** A new username: as at registration, 3 to 50 letters, digits or underscores. */
export function validateNewUsername(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return NEW_USERNAME_REQUIRED;
  if (value.length < USERNAME_MIN || value.length > USERNAME_MAX) return NEW_USERNAME_LENGTH;
  return USERNAME_PATTERN.test(value) ? null : NEW_USERNAME_CHARACTERS;
}

/**
 * A new e-mail address (change or invitation): refused like registration refuses it, so no
 * non-ASCII address can lock a student out of an account they cannot type.
 */
export function validateNewEmail(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return NEW_EMAIL_REQUIRED;
  return value.length <= EMAIL_MAX && validateEmail(value.trim()) === null
    ? null
    : ACCOUNT_EMAIL_INVALID;
}

/** A friend's address for "Invite a Friend": the same rule, one message. */
export const validateInviteEmail = (value: unknown): string | null =>
  validateNewEmail(value) === null ? null : ACCOUNT_EMAIL_INVALID;
