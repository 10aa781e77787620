// Made on first use, not when the module loads: building it loads the locale's data, about 20 ms
// of a phone's main thread that pages showing no date need not spend (issue 14, TBT).
let dateFormat: Intl.DateTimeFormat | undefined;

/** '3 March 2027': the way the portal writes a date (local time zone). */
export const formatDate = (date: Date | string): string => {
  dateFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return dateFormat.format(new Date(date));
};
