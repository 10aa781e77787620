import { AuthUser, isAdmin } from '../auth/auth-user';
import { AppError } from '../common/app-error';

/** spec 002 §9: username, e-mail and data download once per 30 days (2592000000 ms). */
export const ACCOUNT_COOLDOWN_MS = 2_592_000_000;

export const COOLDOWN_TEXT = {
  username: 'Username restricted to one change per month',
  email: 'Email address restricted to one change per month',
  download: 'Data restricted to one download per month',
} as const;

/** Throws the spec's tooltip text with the date it lifts; admins are exempt. */
export function assertCooldown(
  caller: AuthUser,
  kind: keyof typeof COOLDOWN_TEXT,
  last: Date | null,
  now: Date,
): void {
  if (isAdmin(caller) || !last) return;
  const next = new Date(last.getTime() + ACCOUNT_COOLDOWN_MS);
  if (now < next) {
    throw AppError.forbidden(
      `${COOLDOWN_TEXT[kind]}. Next possible on ${next.toISOString().slice(0, 10)}.`,
    );
  }
}
