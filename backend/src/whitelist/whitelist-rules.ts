import { validateWhitelistValue, WhitelistType } from '@aspire/domain';
import { AppError } from '../common/app-error';

export const DUPLICATE_ENTRY = 'This entry is already on the whitelist.';
export const OUTSIDE_SCHOOL = "You can only add entries within your school's domains.";

/**
 * Trimmed, validated with the messages of docs/product/coordinators.md ("The whitelist"), stored
 * lower-case.
 */
export function normaliseEntry(
  type: unknown,
  value: unknown,
): { type: WhitelistType; value: string } {
  if (type !== 'domain' && type !== 'email') {
    throw AppError.badRequest('Type must be "domain" or "email".');
  }
  const raw = typeof value === 'string' ? value.trim() : '';
  const error = validateWhitelistValue(type, raw);
  if (error) throw AppError.badRequest(error);
  return { type, value: raw.toLowerCase() };
}

export const domainOf = (entry: { type: WhitelistType; value: string }): string =>
  entry.type === 'email' ? entry.value.slice(entry.value.lastIndexOf('@') + 1) : entry.value;

/** A coordinator may only add addresses and (sub)domains of their school's own domains. */
export const withinDomains = (domain: string, schoolDomains: string[]): boolean =>
  schoolDomains.some((d) => domain === d || domain.endsWith(`.${d}`));
