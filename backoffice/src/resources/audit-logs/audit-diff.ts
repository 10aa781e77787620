// The audit log's before/after as a readable diff: nested values are flattened to paths such as
// `options[0].score`, and only the paths whose value changed are listed.

export type DiffChange = 'added' | 'removed' | 'changed';

export type DiffRow = {
  /** The flattened path, e.g. `taxonomy[1]` or `options[0].score`. */
  key: string;
  before: unknown;
  after: unknown;
  change: DiffChange;
};

/** A marker for "this path does not exist on that side", distinct from a stored null. */
export const ABSENT = undefined;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const join = (prefix: string, key: string | number): string =>
  typeof key === 'number' ? `${prefix}[${key}]` : prefix ? `${prefix}.${key}` : key;

/** Leaf paths of a JSON value; empty arrays and objects are leaves of their own. */
export const flatten = (value: unknown, prefix = ''): Map<string, unknown> => {
  const leaves = new Map<string, unknown>();
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node) && node.length > 0) {
      node.forEach((item, index) => walk(item, join(path, index)));
    } else if (isPlainObject(node) && Object.keys(node).length > 0) {
      for (const [key, item] of Object.entries(node)) walk(item, join(path, key));
    } else {
      leaves.set(path, node);
    }
  };
  walk(value, prefix);
  return leaves;
};

const sameLeaf = (a: unknown, b: unknown): boolean =>
  a === b ||
  (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

/**
 * The changed paths between two snapshots, in the order they appear (before's paths first, then
 * paths only `after` has). A null or missing snapshot (a create or a delete) is an empty record.
 */
export const diffSnapshots = (before: unknown, after: unknown): DiffRow[] => {
  const old = isPlainObject(before) || Array.isArray(before) ? flatten(before) : new Map();
  const next = isPlainObject(after) || Array.isArray(after) ? flatten(after) : new Map();
  const rows: DiffRow[] = [];
  for (const [key, value] of old) {
    if (!next.has(key)) rows.push({ key, before: value, after: ABSENT, change: 'removed' });
    else if (!sameLeaf(value, next.get(key))) {
      rows.push({ key, before: value, after: next.get(key), change: 'changed' });
    }
  }
  for (const [key, value] of next) {
    if (!old.has(key)) rows.push({ key, before: ABSENT, after: value, change: 'added' });
  }
  return rows;
};

/** A cell's text: strings as they are, other values as JSON, a missing side as an em dash. */
export const formatDiffValue = (value: unknown): string => {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
};
