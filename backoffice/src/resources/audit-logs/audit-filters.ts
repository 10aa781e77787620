import { AUDIT_ACTION_LABELS, AUDIT_RESOURCE_LABELS, labelledChoices } from '@aspire/domain';

// The audit log's date filters pick whole days; the API compares ISO instants (at_gte, at_lte),
// so a day becomes its first or last millisecond in UTC.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const startOfDay = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || !value) return undefined;
  return DAY.test(value) ? `${value}T00:00:00.000Z` : value;
};

export const endOfDay = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || !value) return undefined;
  return DAY.test(value) ? `${value}T23:59:59.999Z` : value;
};

/** Shows a stored instant back as its day in the date input. */
export const dayOf = (value: unknown): string =>
  typeof value === 'string' && value.length >= 10 ? value.slice(0, 10) : '';

/** The filters offer what staff read (codes stay the values the API matches exactly). */
export const AUDIT_RESOURCE_CHOICES = labelledChoices(AUDIT_RESOURCE_LABELS);
export const AUDIT_ACTION_CHOICES = labelledChoices(AUDIT_ACTION_LABELS);
