import type { FastifyReply } from 'fastify';

type WithFailure = { failure?: unknown };

/** Set by the exceptions filter on a 5xx, so that the request's log line carries the error. */
export function recordFailure(reply: FastifyReply, error: unknown): void {
  (reply.raw as WithFailure).failure = error;
}

/** What `recordFailure` kept for this reply, if anything. */
export function failureOf(reply: FastifyReply): unknown {
  return (reply.raw as WithFailure).failure;
}
