import { parse } from 'csv-parse/sync';
import { AppError } from '../common/app-error';

export type RosterLine = { line: number; email: string; yearGroup: string; className: string };

const EMAIL_HEADERS = ['email', 'e-mail', 'email address'];
const YEAR_HEADERS = ['year_group', 'year group', 'year'];
const CLASS_HEADERS = ['class_name', 'class', 'form'];

/**
 * A roster CSV (issue 13): e-mail, then optional year group and class; with a header row
 * (`email,year_group,class_name`, in any order) or without one (in that order).
 */
export function parseRosterCsv(csv: string): RosterLine[] {
  let records: string[][];
  try {
    records = parse(csv, {
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      bom: true,
    });
  } catch {
    throw AppError.badRequest('The file is not valid CSV.');
  }
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
