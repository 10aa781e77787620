import { parse } from 'csv-parse/sync';
import { AppError } from '../common/app-error';

export type CsvRow = { line: number; type?: string; value: string };

/** `type,value` with a header, or one value per line (type inferred from "@"). */
export function parseWhitelistCsv(csv: string): CsvRow[] {
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
  const hasHeader = header.includes('value');
  const typeAt = hasHeader ? header.indexOf('type') : records[0]?.length === 2 ? 0 : -1;
  const valueAt = hasHeader ? header.indexOf('value') : records[0]?.length === 2 ? 1 : 0;
  return records.slice(hasHeader ? 1 : 0).map((r, i) => ({
    line: i + (hasHeader ? 2 : 1),
    type: typeAt >= 0 ? r[typeAt]?.toLowerCase() : undefined,
    value: r[valueAt] ?? '',
  }));
}
