import { formatWait, WindowRule } from './request-limits';

/**
 * Recovery codes a coordinator prints for a student who cannot reach the school mailbox.
 * 16 characters of Crockford base32 (80 random bits), shown as four groups of four.
 */
export const RECOVERY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECOVERY_CODE_LENGTH = 16;
export const RECOVERY_CODE_TTL_MS = 14 * 24 * 3_600_000;

/** Per student (keyed on the username typed): 5 tries in 15 minutes, like the login lock. */
export const RECOVERY_ATTEMPTS: WindowRule = { max: 5, windowMs: 15 * 60_000 };
/** Per IP: a classroom recovering at once behind one address, not a guessing machine. */
export const RECOVERY_IP_ATTEMPTS: WindowRule = { max: 60, windowMs: 3_600_000 };

export const RECOVERY_CODE_INVALID = 'This recovery code is invalid or has expired.';
export const RECOVERY_CODE_INCOMPLETE = 'Enter the 16-character code from your recovery sheet.';
export const RECOVERY_SUCCESS =
  'Your password has been changed. Every earlier session has ended: please log in.';
export const recoveryPersonalEmailSent = (email: string): string =>
  `${RECOVERY_SUCCESS} A verification email has been sent to ${email}; once you open it, you log in with that address.`;

export const recoveryLockedMessage = (seconds: number): string =>
  `Too many recovery code attempts for this account. Please wait ${formatWait(seconds)}.`;
export const recoveryIpLockedMessage = (seconds: number): string =>
  `Too many recovery code attempts from this IP. Please wait ${formatWait(seconds)}.`;

/** Typed codes: case, spaces and dashes ignored; O read as 0, I and L as 1 (Crockford). */
export function normaliseRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export function validateRecoveryCode(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 40) return RECOVERY_CODE_INCOMPLETE;
  const code = normaliseRecoveryCode(value);
  if (code.length !== RECOVERY_CODE_LENGTH) return RECOVERY_CODE_INCOMPLETE;
  return [...code].every((c) => RECOVERY_CODE_ALPHABET.includes(c))
    ? null
    : RECOVERY_CODE_INCOMPLETE;
}

/** "ABCD-EFGH-JKMN-PQRS": how a code is printed. */
export function formatRecoveryCode(code: string): string {
  return (
    normaliseRecoveryCode(code)
      .match(/.{1,4}/g)
      ?.join('-') ?? ''
  );
}
