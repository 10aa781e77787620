import { Logger as NestLogger } from '@nestjs/common';
import { QueryRunner, Logger as TypeOrmLogger } from 'typeorm';
import { logInRequest, requestContext, Store } from '../observability/app-logger';
import { isDuplicateKey } from './duplicate-key';

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

/** Where a query runner keeps the request its statement was sent for (`QueryRunner.data`). */
const REQUEST = 'aspireRequest';

/**
 * TypeORM's logger for every database: failed statements and warnings are logged without their
 * parameters (password hashes, tokens and e-mails travel as parameters), and the driver's
 * message without quoted values. Successful queries are never logged.
 *
 * A failed statement is reported from mysql2's callback, which runs in the async context of
 * whoever opened the connection or gave it back to the pool: its line would carry another
 * request's id, or none. TypeORM announces each statement (`logQuery`) in its caller's context
 * first, so the runner notes the request then, and the report is written as part of it.
 */
export class SafeQueryLogger implements TypeOrmLogger {
  private readonly logger = new NestLogger('Database');

  logQuery(_query: string, _parameters?: unknown[], runner?: QueryRunner): void {
    if (runner) runner.data[REQUEST] = requestContext.getStore();
  }

  /**
   * A unique key refusing a write is how several rules decide (the loser of a race gets a 409,
   * or "already done"): logged at debug, not as an error of the service.
   */
  logQueryError(error: string | Error, query: string, _p?: unknown[], runner?: QueryRunner): void {
    const message = typeof error === 'string' ? error : error.message;
    const line = `Query failed: ${scrubSqlMessage(message)} -- ${describeQuery(query)}`;
    logInRequest(requestOf(runner), () =>
      isDuplicateKey(error) ? this.logger.debug(line) : this.logger.error(line),
    );
  }

  logQuerySlow(time: number, query: string, _p?: unknown[], runner?: QueryRunner): void {
    logInRequest(requestOf(runner), () =>
      this.logger.warn(`Slow query (${time} ms): ${describeQuery(query)}`),
    );
  }

  logSchemaBuild(): void {}

  logMigration(): void {}

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(scrubSqlMessage(String(message)));
  }
}

const requestOf = (runner?: QueryRunner) => runner?.data?.[REQUEST] as Store | undefined;
