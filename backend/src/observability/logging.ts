import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { LoggerModule } from 'nestjs-pino';
import pino, { DestinationStream, Logger } from 'pino';
import type { AuthUser } from '../auth/auth-user';
import { LogConfig } from '../config/app-config';
import { redact, scrub } from './redact';

export const REQUEST_ID_HEADER = 'x-request-id';
/** An id a client or proxy may hand us: short and plain, so it cannot smuggle anything in. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** Where the raw request keeps the Fastify request (its route pattern and signed-in user). */
const FASTIFY_REQUEST = Symbol('fastifyRequest');
type RawRequest = IncomingMessage & { id?: string; [FASTIFY_REQUEST]?: FastifyRequest };

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

const routeOf = (req: RawRequest) => req[FASTIFY_REQUEST]?.routeOptions?.url ?? 'unmatched';
const userOf = (req: RawRequest) =>
  (req[FASTIFY_REQUEST] as (FastifyRequest & { user?: AuthUser }) | undefined)?.user?.id ?? null;

/** The one line per request: ids and the route pattern, never the raw URL or a header. */
function requestLine(req: RawRequest, res: ServerResponse, responseTime: number) {
  return {
    method: req.method,
    route: routeOf(req),
    status: res.statusCode,
    durationMs: responseTime,
    userId: userOf(req),
  };
}

/**
 * Fastify's request id, which pino-http and nestjs-pino take over: the caller's X-Request-Id
 * when it is plain and short, else a fresh UUID.
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

/** nestjs-pino: app logs carry the request id of the request they belong to. */
@Module({})
export class LoggingModule {
  static forRoot(logger: Logger): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          forRoutes: [{ path: '*path', method: RequestMethod.ALL }],
          pinoHttp: {
            logger,
            quietReqLogger: true,
            quietResLogger: true,
            customLogLevel: (_req, res, error) =>
              error || res.statusCode >= 500 ? 'error' : 'info',
            customSuccessMessage: () => 'request completed',
            customErrorMessage: () => 'request failed',
            customSuccessObject: (req, res, value: { responseTime: number }) =>
              requestLine(req as RawRequest, res, value.responseTime),
            customErrorObject: (req, res, error, value: { responseTime: number }) => ({
              ...requestLine(req as RawRequest, res, value.responseTime),
              err: error,
            }),
          },
        }),
      ],
    };
  }
}

/** Lets the request line name the route pattern and user, which only Fastify's request knows. */
export function useRequestLogging(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, _reply, done) => {
    (request.raw as RawRequest)[FASTIFY_REQUEST] = request;
    done();
  });
  // The id pino-http gave the request goes back to the caller, to quote when reporting a problem.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const id = (request.raw as RawRequest).id;
    if (id) void reply.header('X-Request-Id', id);
    done(null, payload);
  });
}

/** Nest's own logger level list (tests pass one) as a pino level. */
export function levelFromNest(
  levels: false | ('log' | 'error' | 'warn')[] | undefined,
  fallback: LogConfig['level'],
): LogConfig['level'] {
  if (levels === undefined) return fallback;
  if (levels === false) return 'silent';
  if (levels.includes('log')) return 'info';
  if (levels.includes('warn')) return 'warn';
  return levels.includes('error') ? 'error' : 'silent';
}
