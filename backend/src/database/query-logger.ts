import { Logger as NestLogger } from '@nestjs/common';
import { Logger as TypeOrmLogger } from 'typeorm';

/** Words after which a quoted name in a driver message is a schema name, not a value. */
const NAME_BEFORE = /\b(column|key|table|constraint|database|index|field|function)\s*$/i;
const QUERY_CHARS = 500;

/**
 * A driver message without the values it quotes: MySQL writes the offending value into some
 * messages ("Duplicate entry 'a@b.c' for key 'uq_users_email'", "Incorrect string value: '…'").
 * Quoted schema names (after column, key, table, …) stay: they say what went wrong.
 */
export function scrubSqlMessage(message: string): string {
  return message.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, (quoted, offset: number) =>
    NAME_BEFORE.test(message.slice(Math.max(0, offset - 20), offset)) ? quoted : "'…'",
  );
}

/** A query as logged: its text with placeholders, never its parameters, and not too long. */
export function describeQuery(query: string): string {
  const oneLine = query.replace(/\s+/g, ' ').trim();
  return oneLine.length > QUERY_CHARS ? `${oneLine.slice(0, QUERY_CHARS)}…` : oneLine;
}

/**
 * TypeORM's logger for every database: failed statements and warnings are logged without their
 * parameters (password hashes, tokens and e-mails travel as parameters), and the driver's
 * message without quoted values. Successful queries are never logged.
 */
export class SafeQueryLogger implements TypeOrmLogger {
  private readonly logger = new NestLogger('Database');

  logQuery(): void {}

  logQueryError(error: string | Error, query: string): void {
    const message = typeof error === 'string' ? error : error.message;
    this.logger.error(`Query failed: ${scrubSqlMessage(message)} -- ${describeQuery(query)}`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`Slow query (${time} ms): ${describeQuery(query)}`);
  }

  logSchemaBuild(): void {}

  logMigration(): void {}

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(scrubSqlMessage(String(message)));
  }
}
