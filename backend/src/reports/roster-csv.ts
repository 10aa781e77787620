import { csvRecords } from '../common/csv-records';

export type RosterLine = { line: number; email: string; yearGroup: string; className: string };

const EMAIL_HEADERS = ['email', 'e-mail', 'email address'];
const YEAR_HEADERS = ['year_group', 'year group', 'year'];
const CLASS_HEADERS = ['class_name', 'class', 'form'];

/**
 * A roster CSV: e-mail, then optional year group and class; with a header row
 * (`email,year_group,class_name`, in any order) or without one (in that order).
 */
export function parseRosterCsv(csv: string): RosterLine[] {
  const records = csvRecords(csv);
  const header = records[0]?.map((h) => h.toLowerCase()) ?? [];
  const find = (names: string[]) => header.findIndex((h) => names.includes(h));
  const hasHeader = find(EMAIL_HEADERS) >= 0;
  const [emailAt, yearAt, classAt] = hasHeader
    ? [find(EMAIL_HEADERS), find(YEAR_HEADERS), find(CLASS_HEADERS)]
    : [0, 1, 2];
  return records.slice(hasHeader ? 1 : 0).map((r, i) => ({
    line: i + (hasHeader ? 2 : 1),
    email: r[emailAt] ?? '',
    yearGroup: yearAt >= 0 ? (r[yearAt] ?? '') : '',
    className: classAt >= 0 ? (r[classAt] ?? '') : '',
  }));
}
