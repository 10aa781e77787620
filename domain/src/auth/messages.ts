/**
 * The message catalogue of docs/product/access.md. Every text is exact: tests on both sides of the
 * wire assert them character for character. Texts marked "designed" are not in the spec; they fill
 * gaps the spec leaves ("not shown") and are listed in docs/product/access.md.
 */
import { formatWait } from './request-limits';

// Validation (docs/product/access.md, "The registration form")
export const EMAIL_INVALID = 'Please enter a valid email address.';
export const PASSWORD_INVALID =
  'Password must be at least 8 characters and include uppercase, lowercase, number, and symbol.';
export const USERNAME_INVALID =
  'Username must be 3–50 characters long and contain only letters, numbers, or underscores.';
export const TERMS_REQUIRED = 'You must accept the terms and conditions.';
export const AGE_TOO_YOUNG = 'You must be at least 13 years old to register.';
export const WHITELIST_CHECK_FAILED = 'Failed to verify email whitelist status. Please try again.';
/** Designed: the spec's password rule has no upper bound; we accept up to 128 characters. */
export const PASSWORD_TOO_LONG = 'Password must be at most 128 characters long.';
/** Designed: an age that is not a whole number between 0 and 120. */
export const AGE_INVALID = 'Please enter a valid age.';
/** Designed: login with an empty password field. */
export const PASSWORD_REQUIRED = 'Please enter your password.';
/** Designed: reset-password screen, the two new passwords differ. */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

// Sign-in, registration, reset, resend (docs/product/access.md, "Lockouts and backoff")
export const GENERIC_ERROR = 'Something went wrong.';
export const RESEND_FAILED = 'Failed to resend verification email.';
export const FORGOT_FAILED = 'Failed to send password reset email.';
export const USERNAME_TAKEN_SERVER = 'Username is already taken.';
export const USERNAME_TAKEN = 'This username is already taken. Please choose a different one.';
export const INVALID_LOGIN_RESPONSE = 'Invalid login response.';
export const EMAIL_NOT_VERIFIED = 'Please verify your email before logging in.';
export const RESEND_DAILY_LIMIT =
  'Maximum daily resend limit reached for this email. Please try again tomorrow.';
export const LOGIN_LOCKED_HINT = 'Too many login attempts. Please wait.';
export const REGISTER_LOCKED_HINT = 'Maximum registration attempts reached. Try again tomorrow.';
export const REGISTER_SUCCESS = 'Registration successful! Please verify your email.';
export const RESEND_SUCCESS = 'Verification email resent successfully. Please check your inbox.';
export const FORGOT_SUCCESS = 'Password reset email sent successfully. Please check your inbox.';

// Warnings shown under the message area (docs/product/access.md, "Lockouts and backoff")
export const LOGIN_WARNING = 'One more failed login attempt will lock you out for 15 minutes.';
export const REGISTER_WARNING =
  'One more failed registration attempt will lock you out for 24 hours.';
export const RESEND_WARNING = 'Approaching resend attempt limit.';
/** Designed: the spec gives the threshold (2 requests) but not the text. */
export const FORGOT_WARNING = 'One more password reset request will lock you out for 1 hour.';

// Access checks and admin login (docs/product/access.md, "Signing in")
export const ACCESS_DENIED = 'Access denied';
export const ACCESS_CHECK_FAILED = 'Failed to verify access';
export const ADMIN_LOGIN_FAILED = 'Something went wrong. Please try again.';

// Designed: server answers the spec leaves "not shown" (shared so portal, server and e2e agree).
export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const EMAIL_TAKEN = 'An account with this email already exists.';
export const VERIFY_EMAIL_SUCCESS = 'Email verified successfully. You can now log in.';
export const VERIFY_TOKEN_INVALID =
  'This verification link is invalid or has expired. Please request a new one.';
export const RESET_PASSWORD_SUCCESS =
  'Password reset successfully. You can now log in with your new password.';
export const RESET_TOKEN_INVALID =
  'This password reset link is invalid or has expired. Please request a new one.';
export const RESET_LINK_INCOMPLETE =
  'This password reset link is incomplete. Please request a new one.';
export const VERIFY_LINK_INCOMPLETE = 'This verification link is incomplete.';

// Designed: staff invitations (docs/product/access.md, "Staff accounts").
export const staffInvitationSent = (email: string): string =>
  `Invitation sent to ${email}. The link works once, for 72 hours.`;
export const STAFF_INVITATION_ACCOUNT_EXISTS =
  'This address already has an account. Change its role under Users instead.';
export const STAFF_INVITATION_SCHOOL_REQUIRED =
  'Coordinators and careers advisers work at one school: choose it.';
export const STAFF_INVITATION_ROLE_INVALID =
  'Staff are invited as an admin, a coordinator or a careers adviser.';
export const STAFF_PASSWORD_SET = 'Your password is set. You can now sign in.';
export const STAFF_INVITATION_INVALID =
  'This invitation link is invalid or has expired. Ask your administrator for a new one.';

/**
 * The lockout messages (docs/product/access.md, "How waits are written"), the wait written by
 * formatWait ("1 second", "15 minutes", never "1 seconds").
 */
export const loginLockedMessage = (seconds: number): string =>
  `Too many login attempts for this email. Please wait ${formatWait(seconds)}.`;
export const registerLockedMessage = (seconds: number): string =>
  `Too many registration attempts from this IP. Please wait ${formatWait(seconds)}.`;
export const forgotLockedMessage = (seconds: number): string =>
  `Too many forgot password requests for this email. Please wait ${formatWait(seconds)}.`;
export const resendLockedMessage = (seconds: number): string =>
  `Too many resend attempts for this email. Please wait ${formatWait(seconds)}.`;
/** Designed: Manage Account's password check shares the login limit. */
export const passwordCheckLockedMessage = (seconds: number): string =>
  `Too many password attempts. Please wait ${formatWait(seconds)} before trying again.`;

/**
 * Registration stops here when the e-mail is neither whitelisted nor invited
 * (docs/product/coordinators.md, "The whitelist").
 */
export const notWhitelistedMessage = (supportEmail: string): string =>
  'This app is currently available to selected school email addresses and by invitation only. ' +
  `Please contact support at ${supportEmail} to have your school added.`;

/**
 * 'Username is already taken.' from the server is shown in the longer form
 * (docs/product/access.md, "The registration form").
 */
export function displayServerError(
  serverText: string | null | undefined,
  fallback: string,
): string {
  if (!serverText) return fallback;
  return serverText === USERNAME_TAKEN_SERVER ? USERNAME_TAKEN : serverText;
}

/** The successes of the catalogue, whatever their wording. */
const SUCCESS_MESSAGES: ReadonlySet<string> = new Set([
  REGISTER_SUCCESS,
  RESEND_SUCCESS,
  FORGOT_SUCCESS,
  VERIFY_EMAIL_SUCCESS,
  RESET_PASSWORD_SUCCESS,
]);

/**
 * A message is a success (green) when it contains 'successfully' (docs/product/access.md); every
 * success is one, so also each success of the catalogue and any text saying "successful".
 */
export const isSuccessMessage = (message: string): boolean =>
  SUCCESS_MESSAGES.has(message) || /\bsuccessful(ly)?\b/i.test(message);
