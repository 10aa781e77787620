import { parse } from 'csv-parse/sync';
import { AppError } from './app-error';

/** An uploaded CSV's records, trimmed, blank lines and a BOM dropped; 400 when it is not CSV. */
export function csvRecords(csv: string): string[][] {
  try {
    return parse(csv, { skip_empty_lines: true, trim: true, relax_column_count: true, bom: true });
  } catch {
    throw AppError.badRequest('The file is not valid CSV.');
  }
}
