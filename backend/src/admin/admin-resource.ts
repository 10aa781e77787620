import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { AuthUser } from '../auth/auth-user';

export type Filter = Record<string, unknown>;

/**
 * How one back-office resource is listed: its table, the columns the client may sort on
 * (an allowlist: never a column name from the request), its filters and its role scope.
 */
export type AdminResource<T extends ObjectLiteral, R> = {
  name: string;
  query: (user: AuthUser) => SelectQueryBuilder<T>;
  sortable: Record<string, string>;
  defaultSort: [string, 'ASC' | 'DESC'];
  filter: (qb: SelectQueryBuilder<T>, filter: Filter) => void;
  toResponse: (entity: T) => R;
  /** Adds what a row cannot compute alone (e.g. lock state), a page at a time. */
  decorate?: (rows: R[]) => Promise<R[]>;
  /** Columns of the CSV export, in order. */
  csv: (keyof R & string)[];
};

/** Helpers for filters that repeat across resources. */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

export const ids = (value: unknown): (string | number)[] | undefined =>
  Array.isArray(value) ? value.filter((v) => ['string', 'number'].includes(typeof v)) : undefined;

/**
 * A LIKE pattern for a user-typed search with its wildcards escaped by `!`; use it with
 * `LIKE :q ESCAPE '!'` (one escape character that means the same in MySQL and SQLite).
 */
export const like = (value: string): string => `%${value.toLowerCase().replace(/[!%_]/g, '!$&')}%`;
