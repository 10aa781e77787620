import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggerService } from '@nestjs/common';
import type { BaseLogger, Logger } from 'pino';

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';
/** A request's id and, once made, the logger that binds it (Fastify's `request.log` in a request). */
export type Store = { reqId: string; logger?: Pick<BaseLogger, Level> };

/** The request a line of application log belongs to (set by `useRequestContext`). */
export const requestContext = new AsyncLocalStorage<Store>();

/** Runs `log` as part of `store`'s request (none: as part of the current one). */
export function logInRequest(store: Store | undefined, log: () => void): void {
  if (store) requestContext.run(store, log);
  else log();
}

/**
 * Nest's logger, writing through the root pino logger. Inside a request a line carries its
 * `reqId`, through the request's logger (outside an HTTP request, e.g. a job that runs as one,
 * a child is made on its first line).
 *
 * Nest calls `log(message, ...params, context)`: the last parameter is the context, an Error
 * or an object message is logged as fields, and Nest's exception handlers' `(message, stack)`
 * becomes an `err` with that stack.
 */
export class AppLogger implements LoggerService {
  constructor(private readonly root: Logger) {}

  verbose(message: unknown, ...params: unknown[]) {
    this.write('trace', message, params);
  }
  debug(message: unknown, ...params: unknown[]) {
    this.write('debug', message, params);
  }
  log(message: unknown, ...params: unknown[]) {
    this.write('info', message, params);
  }
  warn(message: unknown, ...params: unknown[]) {
    this.write('warn', message, params);
  }
  error(message: unknown, ...params: unknown[]) {
    this.write('error', message, params);
  }
  fatal(message: unknown, ...params: unknown[]) {
    this.write('fatal', message, params);
  }

  private logger(): Pick<BaseLogger, Level> {
    const store = requestContext.getStore();
    if (!store) return this.root;
    return (store.logger ??= this.root.child({ reqId: store.reqId }));
  }

  private write(level: Level, message: unknown, params: unknown[]) {
    const fields: Record<string, unknown> = {};
    const rest = params.slice(0, -1);
    if (params.length) fields.context = params[params.length - 1];
    const logger = this.logger();
    if (message instanceof Error) {
      logger[level]({ ...fields, err: message });
    } else if (typeof message === 'object' && message !== null) {
      logger[level]({ ...fields, ...message });
    } else if (isStackContract(level, message, rest)) {
      const err = new Error(String(message));
      err.stack = rest[0];
      logger[level]({ ...fields, err });
    } else {
      logger[level](fields, String(message));
    }
  }
}

/** Nest's exception handlers call `error(message, stack, context)`. */
function isStackContract(level: Level, message: unknown, rest: unknown[]): rest is [string] {
  return (
    level === 'error' &&
    typeof message === 'string' &&
    rest.length === 1 &&
    typeof rest[0] === 'string' &&
    /\n\s*at /.test(rest[0])
  );
}
