import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection). */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cell(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return neutraliseFormula(typeof value === 'string' ? value : JSON.stringify(value));
}

/** Streams rows as a UTF-8 CSV download (with BOM, so spreadsheets read accents right). */
export function sendCsv<R>(
  reply: FastifyReply,
  filename: string,
  columns: (keyof R & string)[],
  chunks: AsyncIterable<R[]>,
): FastifyReply {
  const records = Readable.from(
    (async function* () {
      for await (const chunk of chunks) {
        for (const row of chunk) yield columns.map((c) => cell(row[c]));
      }
    })(),
  );
  const csv = records.pipe(stringify({ header: true, columns, bom: true }));
  records.on('error', (error) => csv.destroy(error));
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .send(csv);
}
