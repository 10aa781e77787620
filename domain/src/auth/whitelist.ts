/**
 * The admin whitelist manager's rules and messages (docs/product/coordinators.md, "The whitelist").
 */
export type WhitelistType = 'domain' | 'email';

export const WHITELIST_VALUE_REQUIRED = 'Please enter a value';
export const WHITELIST_EMAIL_INVALID = 'Invalid email format';
/** The spec redacts the example host; ours is configuration-free. */
export const WHITELIST_DOMAIN_EXAMPLE = 'school.edu';
export const whitelistDomainInvalid = (exampleHost: string = WHITELIST_DOMAIN_EXAMPLE): string =>
  `Invalid domain format (e.g., ${exampleHost})`;

export const WHITELIST_LOAD_FAILED = 'Failed to load whitelist. Please try again.';
export const WHITELIST_ADD_FAILED = 'Failed to add entry. Please try again.';
export const WHITELIST_DELETE_FAILED = 'Failed to delete entry. Please try again.';
export const whitelistAddFailed = (message?: string | null): string =>
  `Failed to add entry: ${message || 'Unknown error'}`;
export const whitelistDeleteFailed = (message?: string | null): string =>
  `Failed to delete entry: ${message || 'Unknown error'}`;
export const whitelistAdded = (value: string): string => `${value} added to whitelist.`;
export const whitelistRemoved = (value: string): string => `${value} removed from whitelist.`;
export const whitelistConfirmDeletion = (value: string): string =>
  `Are you sure you want to remove ${value} from the whitelist?`;

const WHITELIST_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WHITELIST_DOMAIN = /^[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** Designed: as at registration, printable ASCII and at most 254 characters. */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
export const WHITELIST_VALUE_MAX = 254;

/** Validates a trimmed whitelist value; returns the exact message or null. */
export function validateWhitelistValue(type: WhitelistType, raw: string): string | null {
  const value = raw.trim();
  if (!value) return WHITELIST_VALUE_REQUIRED;
  const fits = value.length <= WHITELIST_VALUE_MAX && PRINTABLE_ASCII.test(value);
  switch (type) {
    case 'email':
      return fits && WHITELIST_EMAIL.test(value) ? null : WHITELIST_EMAIL_INVALID;
    case 'domain':
      return fits && WHITELIST_DOMAIN.test(value) ? null : whitelistDomainInvalid();
  }
}

/**
 * Case-insensitive substring search over both lists
 * (docs/product/coordinators.md, "The whitelist").
 */
export const filterWhitelist = (values: readonly string[], search: string): string[] =>
  values.filter((v) => v.toLowerCase().includes(search.trim().toLowerCase()));
