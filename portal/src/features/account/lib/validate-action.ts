import {
  EMAIL_INVALID,
  normaliseEmail,
  stripTags,
  validateEmail,
  validateNewUsername,
} from '@aspire/domain';
import type { AccountAction } from './account-actions';
import { EMAIL_FORMAT_INVALID, NEW_EMAIL_REQUIRED, PASSWORD_REQUIRED } from './messages';

/**
 * The value an action sends: tags stripped; e-mails trimmed and lower-cased
 * (docs/product/dashboard.md, "Manage Account").
 */
export function cleanActionInput(action: AccountAction, raw: string): string {
  const text = stripTags(raw);
  if (action === 'invite' || action === 'email') return normaliseEmail(text);
  return action === 'username' ? text.trim() : '';
}

/**
 * The first failing rule of an action's input (already cleaned), or null
 * (docs/product/dashboard.md, "Manage Account").
 */
export function validateActionInput(action: AccountAction, value: string): string | null {
  switch (action) {
    case 'username':
      // As at registration (docs/product/access.md, "The registration form"), the server's own
      // rule: domain's validateNewUsername.
      return validateNewUsername(value);
    case 'email':
      return value ? validateEmail(value) : NEW_EMAIL_REQUIRED;
    case 'invite':
      return value ? validateEmail(value) : EMAIL_INVALID;
    case 'download':
    case 'delete':
      return null;
  }
}

export const validateAccountPassword = (password: string): string | null =>
  password ? null : PASSWORD_REQUIRED;

/**
 * The live hint under an e-mail field while it does not look like an address
 * (docs/product/dashboard.md, "Manage Account").
 */
export const liveEmailHint = (raw: string): string | null =>
  raw.trim() && validateEmail(normaliseEmail(raw)) ? EMAIL_FORMAT_INVALID : null;
