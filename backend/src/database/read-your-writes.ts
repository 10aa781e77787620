import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AsyncLocalStorage } from 'node:async_hooks';

/** Set on a signed-in caller's successful write: until then (ms since the epoch) lists read the primary. */
export const PRIMARY_READS_COOKIE = 'aspire_primary_reads';

const primaryReads = new AsyncLocalStorage<boolean>();

/** The current request's caller wrote a moment ago: replica reads go to the primary. */
export const readsOwnWrites = (): boolean => primaryReads.getStore() === true;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Read-your-writes across instances: a signed-in caller's successful write (a school, a
 * whitelist entry, a roster import) sets a short cookie, and while it runs that browser's list
 * and report reads go to the primary, whichever instance serves them. The window is the replica's
 * largest allowed lag plus a second: after it, a replica within its bound has the write too. The
 * cookie decides only where a read goes, so a forged one costs nothing but primary reads
 * (docs/decisions/0085-replica-that-heals.md).
 */
export function useReadYourWrites(
  app: NestFastifyApplication,
  windowMs: number,
  now: () => number,
): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('preHandler', (request, _reply, done) => {
    const until = Number(request.cookies?.[PRIMARY_READS_COOKIE]);
    if (Number.isFinite(until) && until > now()) primaryReads.run(true, done);
    else done();
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const user = (request as { user?: unknown }).user;
    if (user && WRITES.has(request.method) && reply.statusCode < 400) {
      void reply.setCookie(PRIMARY_READS_COOKIE, String(now() + windowMs), {
        path: '/api/',
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: Math.ceil(windowMs / 1000),
      });
    }
    done(null, payload);
  });
}
