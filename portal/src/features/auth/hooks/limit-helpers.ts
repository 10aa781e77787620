import { normaliseEmail, stripTags, validateEmail } from '@aspire/domain';
import { errorMessage, isRateLimited } from '../../../api/api-client';
import type { Limit } from '../../../lib/use-limit';

/** The limit subject for a typed e-mail: its normalised form, or null until it is valid. */
export function emailSubject(typed: string): string | null {
  const email = normaliseEmail(stripTags(typed));
  return validateEmail(email) ? null : email;
}

/** Sanitised and normalised e-mail, as sent to the server. */
export const cleanEmail = (typed: string): string => normaliseEmail(stripTags(typed));

/**
 * Counts a failed call in the local limits (docs/product/access.md, "Lockouts and backoff") and
 * answers the text to show: a server 429 as received (and the local record follows its
 * Retry-After), the lockout message when this
 * failure started a lock, else the server's text or the screen's fallback.
 */
export function failedAttempt(limit: Limit, error: unknown, fallback: string): string {
  if (isRateLimited(error)) {
    limit.lockFor(error.retryAfterSeconds);
    return errorMessage(error, fallback);
  }
  return limit.recordAttempt() ?? errorMessage(error, fallback);
}
