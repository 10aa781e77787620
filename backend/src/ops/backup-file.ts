import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { MIGRATIONS } from '../database/migrations';

/**
 * Why a restore refused a file, said so an operator can act on it. The database has not been
 * touched when this is thrown (docs/decisions/0080-restore-checks-then-swaps.md).
 */
export class BackupRefused extends Error {}

export type BackupSummary = { file: string; tables: number; rows: number };

/** Row counts per table, as the manifest of a backup lists them. */
export type TableCounts = Record<string, number>;

/**
 * Creates `file` empty with mode 0600 (a backup holds every student's data), its folder 0700
 * when this makes it. An existing file is truncated and narrowed to 0600 as well.
 */
export function createPrivateFile(file: string): void {
  mkdirSync(dirname(resolve(file)), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'w', 0o600));
  chmodSync(file, 0o600);
}

/** The migration names this build knows: a backup holding any other comes from a newer one. */
const KNOWN = new Set(MIGRATIONS.map((m) => new m().name ?? m.name));

/**
 * Refuses a backup whose `migrations` table names a migration this version does not have: its
 * schema is newer than the code that would run on it.
 */
export function refuseNewerSchema(file: string, applied: string[]): void {
  if (!applied.length) {
    throw new BackupRefused(
      `${file} is not an Aspire backup: it holds no applied migrations (no "migrations" table rows)`,
    );
  }
  const unknown = applied.filter((name) => !KNOWN.has(name));
  if (unknown.length) {
    throw new BackupRefused(
      `${file} was written by a newer version of Aspire: its schema has migration ${unknown[0]}, ` +
        'which this version does not know. Restore it with that version (or a later one).',
    );
  }
}

/** Compares the rows counted in the file with the counts its manifest lists. */
export function refuseCountMismatch(file: string, expected: TableCounts, found: TableCounts) {
  const names = new Set([...Object.keys(expected), ...Object.keys(found)]);
  for (const name of [...names].sort()) {
    if (expected[name] !== found[name]) {
      throw new BackupRefused(
        `${file} is damaged: table ${name} has ${found[name] ?? 'no'} rows, its manifest lists ${
          expected[name] ?? 'no such table'
        }`,
      );
    }
  }
}

export const totalRows = (counts: TableCounts) =>
  Object.values(counts).reduce((sum, n) => sum + n, 0);
