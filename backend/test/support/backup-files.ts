import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { LineHash } from '../../src/ops/mysql-backup-format';

/**
 * Writes a changed copy of a MySQL backup: `change` gets the lines between the header and the
 * manifest. The manifest is recomputed (a valid file), kept as it was (the checksum no longer
 * holds) or dropped (a file cut at a line).
 */
export function rewriteMysqlBackup(
  source: string,
  target: string,
  change: (lines: string[]) => string[],
  { manifest = 'recompute' }: { manifest?: 'recompute' | 'keep' | 'drop' } = {},
): void {
  const all = gunzipSync(readFileSync(source)).toString('utf8').split('\n').filter(Boolean);
  const [header, ...rest] = all;
  const old = rest.pop()!;
  const body = change(rest);
  const lines = [header!, ...body];
  if (manifest === 'keep') lines.push(old);
  if (manifest === 'recompute') {
    const hash = new LineHash();
    const tables: Record<string, number> = {};
    let current = '';
    for (const line of lines) {
      hash.add(`${line}\n`);
      const parsed = JSON.parse(line) as { table?: string; row?: unknown };
      if (parsed.table) tables[(current = parsed.table)] = 0;
      else if (parsed.row) tables[current]++;
    }
    const rows = Object.values(tables).reduce((a, b) => a + b, 0);
    lines.push(JSON.stringify({ manifest: { tables, rows, sha256: hash.digest() } }));
  }
  writeFileSync(target, gzipSync(lines.join('\n') + '\n'), { mode: 0o600 });
}
