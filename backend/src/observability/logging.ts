import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import pino, { DestinationStream, Logger } from 'pino';
import type { AuthUser } from '../auth/auth-user';
import { LogConfig } from '../config/app-config';
import { requestContext } from './app-logger';
import { redact, scrub } from './redact';

export const REQUEST_ID_HEADER = 'x-request-id';
/** An id a client or proxy may hand us: short and plain, so it cannot smuggle anything in. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const BOOT_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/** The process's root logger: JSON lines (pretty only in development), secrets scrubbed. */
export function createRootLogger(config: LogConfig, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => redact(object) as Record<string, unknown>,
    },
    hooks: {
      // Message strings (`logger.warn(\`...${x}\`)`) are scrubbed too.
      logMethod(args, method, level) {
        const scrubbed = args.map((a) => (typeof a === 'string' ? scrub(a) : a));
        // Nest's start-up chatter (one line per module and route) is debug, not info.
        const context = (args[0] as { context?: unknown } | undefined)?.context;
        if (level === 30 && typeof context === 'string' && BOOT_CONTEXTS.has(context)) {
          return this.debug(...(scrubbed as Parameters<typeof method>));
        }
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
  if (destination) return pino(options, destination);
  if (config.pretty) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { singleLine: true } },
    });
  }
  // Production's stdout: buffered and written asynchronously (sonic-boom, flushed on exit), so a
  // request's line no longer blocks the event loop on a write(2) (issue 14, P1).
  return pino(options, asyncStdout());
}

/** stdout through sonic-boom without `sync`: pino flushes it on exit and on `beforeExit`. */
export function asyncStdout(): DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}

/**
 * Fastify's request id: the caller's X-Request-Id when it is plain and short, else a fresh UUID.
 */
export function requestIdOptions() {
  return {
    requestIdHeader: false as const,
    genReqId: (req: IncomingMessage) => {
      const offered = req.headers[REQUEST_ID_HEADER];
      return typeof offered === 'string' && ACCEPTED_REQUEST_ID.test(offered)
        ? offered
        : randomUUID();
    },
  };
}

/**
 * One line per request, written when the response has gone, from what Fastify already knows:
 * the id, the route pattern (never the raw URL, which may carry a token), the status, the time
 * and the signed-in user; a 5xx's line carries its error. Application logs made while the
 * request runs carry its id (`requestContext`). Replaces pino-http, whose child logger and
 * listeners per request were 40 % of the health probe's CPU (issue 14, P1).
 */
export function useRequestLogging(app: NestFastifyApplication, logger: Logger): void {
  const fastify = app.getHttpAdapter().getInstance();
  // After the body is read: a store entered before would not follow the body's stream events.
  fastify.addHook('preHandler', (request, _reply, done) => {
    requestContext.run({ reqId: request.id }, done);
  });
  // The id goes back to the caller, to quote when reporting a problem.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('X-Request-Id', request.id);
    done(null, payload);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const line = {
      reqId: request.id,
      method: request.method,
      route: request.routeOptions?.url ?? 'unmatched',
      status,
      durationMs: Math.round(reply.elapsedTime),
      userId: (request as FastifyRequest & { user?: AuthUser }).user?.id ?? null,
    };
    const err = (reply.raw as { err?: unknown }).err;
    if (err || status >= 500) logger.error({ ...line, err }, 'request failed');
    else logger.info(line, 'request completed');
    done();
  });
}

/** The levels of Nest's logger a caller may list. */
export type NestLevel = 'debug' | 'log' | 'error' | 'warn';

/** Nest's own logger level list (tests pass one) as a pino level. */
export function levelFromNest(
  levels: false | NestLevel[] | undefined,
  fallback: LogConfig['level'],
): LogConfig['level'] {
  if (levels === undefined) return fallback;
  if (levels === false) return 'silent';
  if (levels.includes('debug')) return 'debug';
  if (levels.includes('log')) return 'info';
  if (levels.includes('warn')) return 'warn';
  return levels.includes('error') ? 'error' : 'silent';
}
