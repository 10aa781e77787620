import { DatabaseConfig } from './app-config';

const MYSQL_SHAPE = 'must look like mysql://user:pass@host:3306/database';

/** Why a DATABASE_URL cannot be used, or undefined when it can. */
export function databaseUrlProblem(value: string): string | undefined {
  if (value.startsWith('sqlite:')) {
    return sqliteFile(value) ? undefined : 'needs a file path after "sqlite:"';
  }
  if (!/^(mysql|mariadb):\/\//.test(value)) {
    return `must start with "sqlite:" or "mysql://" (got "${value.split(':')[0]}:...")`;
  }
  let parsed: URL;
  try {
    parsed = new URL(mysqlUrl(value));
  } catch {
    return 'is not a valid mysql:// URL';
  }
  return parsed.hostname && parsed.pathname.length > 1 ? undefined : MYSQL_SHAPE;
}

/** Why a DATABASE_READ_URL cannot be used beside `primary`, or undefined when it can. */
export function readUrlProblem(value: string, primary: string): string | undefined {
  if (parseDatabaseUrl(primary).kind !== 'mysql') return 'needs a mysql:// DATABASE_URL';
  if (databaseUrlProblem(value)) return MYSQL_SHAPE;
  return value.startsWith('sqlite:') ? 'must be a mysql:// URL' : undefined;
}

/** The typed reading of a URL that databaseUrlProblem accepted. */
export function parseDatabaseUrl(value: string): DatabaseConfig {
  return value.startsWith('sqlite:')
    ? { kind: 'sqlite', file: sqliteFile(value) }
    : { kind: 'mysql', url: mysqlUrl(value) };
}

/** "sqlite:///abs/path" and "sqlite:rel/path" both name a file. */
const sqliteFile = (value: string) => value.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');

/** mariadb:// is mysql:// to the driver. */
export const mysqlUrl = (value: string) => value.replace(/^mariadb:/, 'mysql:');
