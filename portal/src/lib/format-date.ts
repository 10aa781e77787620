import { MONTH_NAMES } from '@aspire/domain';

/**
 * The portal's one way of writing a date: '3 March 2027' (British English, local time zone).
 *
 * Written with a month table, not `Intl.DateTimeFormat('en-GB', …)`: building that formatter
 * loads the locale's patterns, a long task on the main thread the first time (longer still on a
 * phone), and the dashboard's first screen writes dates (Total Blocking Time).
 * format-date.test.ts proves the strings equal Intl's for every day across two centuries.
 */
export const formatDate = (date: Date | string): string => {
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return 'Invalid Date';
  return `${d.getDate()} ${MONTH_NAMES[d.getMonth()]} ${d.getFullYear()}`;
};

/** A month and year: 'May 2026' (the label of a student's earlier results). */
export const formatMonth = (date: Date | string): string => {
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return 'Invalid Date';
  return `${MONTH_NAMES[d.getMonth()]} ${d.getFullYear()}`;
};
