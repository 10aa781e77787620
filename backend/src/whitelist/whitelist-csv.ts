import { csvRecords } from '../common/csv-records';

export type CsvRow = { line: number; type?: string; value: string };

/** `type,value` with a header, or one value per line (type inferred from "@"). */
export function parseWhitelistCsv(csv: string): CsvRow[] {
  const records = csvRecords(csv);
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
