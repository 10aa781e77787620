import type { DataSource } from 'typeorm';

/** Which SQL an upsert is written in: SQLite, MySQL (8.0.19+) or MariaDB. */
export type UpsertFlavour = 'sqlite' | 'mysql' | 'mariadb';

export function upsertFlavour(dataSource: Pick<DataSource, 'options'>): UpsertFlavour {
  const type = dataSource.options.type;
  return type === 'better-sqlite3' ? 'sqlite' : type === 'mariadb' ? 'mariadb' : 'mysql';
}

/** The name the incoming row goes by in MySQL's row-alias form. */
const ALIAS = 'incoming';

/**
 * What follows `INSERT INTO t (…) VALUES (…), (…)` so that a row whose `keys` already exist is
 * updated instead: `set(column, incoming)` writes one assignment, `incoming(c)` naming the value
 * the statement tried to insert for column `c`.
 *
 * - SQLite: `ON CONFLICT (keys) DO UPDATE SET c = excluded.c`
 * - MariaDB: `ON DUPLICATE KEY UPDATE c = VALUES(c)` (MariaDB has no row alias)
 * - MySQL: `AS incoming ON DUPLICATE KEY UPDATE c = incoming.c`: `VALUES()` there is deprecated
 *   since 8.0.20 (warning 1287) and the row alias replaces it
 *   (docs/decisions/0081-mysql-8-4-upserts-and-collation.md).
 */
export function onConflictUpdate(
  flavour: UpsertFlavour,
  keys: string[],
  assignments: (incoming: (column: string) => string) => string[],
): string {
  if (flavour === 'sqlite') {
    const set = assignments((c) => `excluded.${c}`);
    return `ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${set.join(', ')}`;
  }
  if (flavour === 'mariadb') {
    return `ON DUPLICATE KEY UPDATE ${assignments((c) => `VALUES(${c})`).join(', ')}`;
  }
  return `AS ${ALIAS} ON DUPLICATE KEY UPDATE ${assignments((c) => `${ALIAS}.${c}`).join(', ')}`;
}
