/**
 * Manage Account's messages: every quoted text is exact; all are listed in
 * docs/product/dashboard.md ("designed" marks the ones the original did not have).
 */
import {
  ACCOUNT_EMAIL_INVALID,
  ACCOUNT_PASSWORD_INCORRECT,
  ACCOUNT_PASSWORD_REQUIRED,
} from '@aspire/domain';

// The rule texts the server answers too (username rule, cooldowns, invite counter) are written
// once, in domain/src/account/; these names are the portal's for the same texts.
export { NEW_EMAIL_REQUIRED } from '@aspire/domain';
export const PASSWORD_REQUIRED = ACCOUNT_PASSWORD_REQUIRED;
export const INCORRECT_PASSWORD = ACCOUNT_PASSWORD_INCORRECT;
/** shown live under an e-mail field; the submit check answers domain's EMAIL_INVALID */
export const EMAIL_FORMAT_INVALID = ACCOUNT_EMAIL_INVALID;

export const VERIFY_PASSWORD_FAILED = 'Failed to verify password. Please try again.';
export const LOAD_USERNAME_FAILED = 'Failed to load username. Please try again later.';
export const UPDATE_USERNAME_FAILED = 'Failed to update username.';
export const WHITELIST_ADD_FAILED = 'Failed to add email to whitelist.';
export const actionFailedMessage = (message: string): string =>
  `Failed to perform action: ${message}`;
export const EMAIL_STATUS_FAILED = 'Failed to fetch email addition status.';
export const NO_TOKEN = 'No authentication token found. Please log in again.';

// Designed.
export const USERNAME_UPDATED = 'Username updated successfully.';
export const EMAIL_ADDED = 'Email added successfully. Your friend can now register.';
export const DATA_DOWNLOADED = 'Your data was downloaded successfully.';
export const UNKNOWN_FAILURE = 'Something went wrong.';
export const NETWORK_FAILED = 'The server could not be reached. Please check your connection.';
export const emailVerificationMessage = (email: string): string =>
  `A verification email has been sent to ${email}. Open the link in that email to confirm your ` +
  'new address; until then, keep signing in with your current email address.';

// Designed ("Log out everywhere").
export const LOGOUT_EVERYWHERE = 'Log out everywhere';
export const LOGOUT_EVERYWHERE_CONFIRM =
  'Log out of Aspire on every device and browser, including this one? You will need to sign in again.';
export const logoutEverywhereFailed = (message: string): string =>
  `Failed to log out everywhere: ${message}`;
