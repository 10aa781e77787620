import {
  AGE_INVALID,
  AGE_TOO_YOUNG,
  EMAIL_INVALID,
  PASSWORD_INVALID,
  PASSWORD_TOO_LONG,
  TERMS_REQUIRED,
  USERNAME_INVALID,
} from './messages';

/** docs/product/access.md, "The registration form" */
export const MIN_AGE = 13;
export const MAX_AGE = 120;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_SYMBOLS = '@$!%*?&';

/**
 * Text, an @ sign, text, a dot, text; no spaces (docs/product/access.md, "The registration form").
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Designed: printable ASCII only (no unicode look-alikes) and the RFC 5321 length limit. */
const EMAIL_CHARS = /^[\x21-\x7e]+$/;
export const EMAIL_MAX = 254;
/**
 * Only letters, digits and the listed symbols (docs/product/access.md, "The registration form").
 */
const PASSWORD_ALLOWED = /^[A-Za-z\d@$!%*?&]*$/;
/**
 * Letters, digits and underscores (length apart: USERNAME_MIN..USERNAME_MAX;
 * docs/product/access.md, "The registration form").
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;

export type PasswordRequirement = { label: string; met: boolean };

/**
 * The requirement list shown under the register password field
 * (docs/product/access.md, "The registration form").
 */
export function passwordRequirements(password: string): PasswordRequirement[] {
  return [
    { label: `At least ${PASSWORD_MIN} characters`, met: password.length >= PASSWORD_MIN },
    { label: 'One uppercase letter', met: /[A-Z]/.test(password) },
    { label: 'One lowercase letter', met: /[a-z]/.test(password) },
    { label: 'One number', met: /\d/.test(password) },
    { label: `One symbol (${PASSWORD_SYMBOLS})`, met: /[@$!%*?&]/.test(password) },
    {
      label: `Only letters, numbers and ${PASSWORD_SYMBOLS}`,
      met: password.length > 0 && PASSWORD_ALLOWED.test(password),
    },
  ];
}

/** Trim and lower-case: the form in which e-mails are compared and used as limit keys. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export function validateEmail(email: unknown): string | null {
  const ok =
    typeof email === 'string' &&
    email.length <= EMAIL_MAX &&
    EMAIL_CHARS.test(email) &&
    EMAIL_PATTERN.test(email);
  return ok ? null : EMAIL_INVALID;
}

/**
 * The register rule (docs/product/access.md, "The registration form"; login does not check
 * strength).
 */
export function validatePassword(password: unknown): string | null {
  if (typeof password !== 'string') return PASSWORD_INVALID;
  if (password.length > PASSWORD_MAX) return PASSWORD_TOO_LONG;
  return passwordRequirements(password).every((r) => r.met) ? null : PASSWORD_INVALID;
}

export function validateUsername(username: unknown): string | null {
  if (typeof username !== 'string') return USERNAME_INVALID;
  const ok =
    username.length >= USERNAME_MIN &&
    username.length <= USERNAME_MAX &&
    USERNAME_PATTERN.test(username);
  return ok ? null : USERNAME_INVALID;
}

/** A whole number (number, or a string of digits) or null when the value is not one. */
export function parseAge(age: unknown): number | null {
  if (typeof age === 'number') return Number.isInteger(age) ? age : null;
  if (typeof age === 'string' && /^\s*-?\d{1,4}\s*$/.test(age)) return Number(age);
  return null;
}

/**
 * A number of at least 13 (and, designed, a whole number no larger than 120;
 * docs/product/access.md, "The registration form").
 */
export function validateAge(age: unknown): string | null {
  const n = parseAge(age);
  if (n === null || n < 0 || n > MAX_AGE) return AGE_INVALID;
  return n < MIN_AGE ? AGE_TOO_YOUNG : null;
}

export type RegisterPayload = {
  email: string;
  password: string;
  age: number | string;
  username: string;
};

/**
 * The first failing rule of a registration, or null. Fields are checked in the order the
 * register form shows them; `acceptedTerms` is only checked when given (the browser sends it,
 * the API payload has no such field).
 */
export function validateRegistration(
  payload: Partial<Record<keyof RegisterPayload, unknown>> & { acceptedTerms?: boolean },
): string | null {
  return (
    validateUsername(payload.username) ??
    validateAge(payload.age) ??
    validateEmail(payload.email) ??
    validatePassword(payload.password) ??
    (payload.acceptedTerms === false ? TERMS_REQUIRED : null)
  );
}
