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
  /** A Map, never an object: `sortable["__proto__"]` must not find anything. */
  sortable: ReadonlyMap<string, string>;
  /** Narrows `sortable` for a caller: a column hidden from them must not order their list. */
  sortableFor?: (user: AuthUser) => ReadonlyMap<string, string>;
  defaultSort: [string, 'ASC' | 'DESC'];
  filter: (qb: SelectQueryBuilder<T>, filter: Filter) => void;
  toResponse: (entity: T) => R;
  /** Adds what a row cannot compute alone (e.g. lock state), a page at a time. */
  decorate?: (rows: R[]) => Promise<R[]>;
  /** Columns of the CSV export, in order. */
  csv: (keyof R & string)[];
  /**
   * Its rows name people (students, staff, addresses): every CSV export of it is audited
   * (docs/product/coordinators.md, "Admins only": the audit log).
   */
  personal?: true;
  /** The cells a person reads instead of codes (labels, Yes/No, options as text), by column. */
  csvRow?: (row: R) => Partial<Record<keyof R & string, unknown>>;
};

/** Helpers for filters that repeat across resources. */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** The sortable fields of a resource and their columns. */
export const sortable = (columns: Record<string, string>): ReadonlyMap<string, string> =>
  new Map(Object.entries(columns));

const MAX_IDS = 1000;

/**
 * react-admin's `getMany` filter `{ id: [...] }`: only well-formed ids, and an empty list
 * matches nothing (`IN ()` is not SQL).
 */
export function filterIds<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  value: unknown,
): void {
  if (!Array.isArray(value)) return;
  const ids = value
    .slice(0, MAX_IDS)
    .filter(
      (v) =>
        (typeof v === 'string' && v.length > 0 && v.length <= 64) ||
        (typeof v === 'number' && Number.isSafeInteger(v)),
    );
  if (!ids.length) qb.andWhere('1 = 0');
  else qb.andWhere(`${qb.alias}.id IN (:...filterIds)`, { filterIds: ids });
}

/**
 * A LIKE pattern for a user-typed search with its wildcards escaped by `!`; use it with
 * `LIKE :q ESCAPE '!'` (one escape character that means the same in MySQL and SQLite).
 */
export const like = (value: string): string => `%${value.toLowerCase().replace(/[!%_]/g, '!$&')}%`;
