import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyReply, FastifyRequest, LogController } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { failureOf } from '../common/request-failure';
import { requestContext } from './app-logger';

export const REQUEST_ID_HEADER = 'x-request-id';
/** An id a client or proxy may hand us: short and plain, so it cannot smuggle anything in. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's X-Request-Id when it is plain and short, else a fresh UUID (Fastify's `genReqId`). */
export function requestId(req: IncomingMessage): string {
  const offered = req.headers[REQUEST_ID_HEADER];
  return typeof offered === 'string' && ACCEPTED_REQUEST_ID.test(offered) ? offered : randomUUID();
}

/**
 * Fastify's own request logging, shaped: one line per request, written by `reply.log` (Fastify's
 * child of the root logger, which binds `reqId`) once the response has gone, with the method,
 * the route pattern (never the raw URL, which may carry a token), the status, the time and the
 * signed-in user; a 5xx is logged at error with its error and stack. No "incoming request" line.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const status = reply.statusCode;
    const line = {
      method: request.method,
      route: request.routeOptions?.url ?? 'unmatched',
      status,
      durationMs: Math.round(reply.elapsedTime),
      // Set by the auth guard on a signed-in request.
      userId: (request as FastifyRequest & { user?: { id: string } }).user?.id ?? null,
    };
    const err = error ?? failureOf(reply);
    // A 503 is a deliberate refusal (draining, a readiness probe, a dependency away), logged at
    // warn so it shows at LOG_LEVEL=warn too; every other 5xx is an error with its stack.
    if (status === 503 && !err) reply.log.warn(line, 'request refused: unavailable');
    else if (err || status >= 500) reply.log.error({ ...line, err }, 'request failed');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * The request id goes back to the caller, to quote when reporting a problem; application logs
 * made while the request runs carry it (`requestContext` holds Fastify's request logger). The
 * store is entered after the body is read: one entered before would not follow its stream events.
 */
export function useRequestContext(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('preHandler', (request, _reply, done) => {
    requestContext.run({ reqId: request.id, logger: request.log }, done);
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('X-Request-Id', request.id);
    done(null, payload);
  });
}
