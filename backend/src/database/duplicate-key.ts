/** What MySQL/MariaDB and SQLite call a unique key refusing a write. */
const DUPLICATE_CODES = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE']);

/**
 * A unique key refused the write: `error` is the driver's error, or TypeORM's QueryFailedError
 * around it. Several rules are decided this way (atomic-limits.md §2), so the caller answers it.
 */
export function isDuplicateKey(error: unknown): boolean {
  const failure = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = failure?.driverError?.code ?? failure?.code;
  return typeof code === 'string' && DUPLICATE_CODES.has(code);
}
