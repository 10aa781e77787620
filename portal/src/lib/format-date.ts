const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** '3 March 2027': the way the portal writes a date (local time zone). */
export const formatDate = (date: Date | string): string => DATE_FORMAT.format(new Date(date));
