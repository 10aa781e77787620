import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SSO_ATTEMPT_TTL_MINUTES } from '@aspire/domain';

/**
 * The cookie that ties a sign-in to the browser that started it (docs/decisions/0161): a
 * callback or a collection from any other browser finds no attempt, so a link with someone
 * else's code cannot sign a person into the sender's account. HttpOnly, Lax (the provider's
 * redirect back is a top-level GET), only sent to /api/sso, gone after the attempt's lifetime.
 * Read and written through @fastify/cookie (registered in app.factory.ts), so it is merged
 * with any other cookie a reply sets (docs/decisions/0167).
 */
export const SSO_COOKIE = 'aspire_sso';
const PATH = '/api/sso';

export const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

/** The hash of this request's binding, or null when it carries none. */
export function browserHash(request: FastifyRequest): string | null {
  const value = request.cookies?.[SSO_COOKIE];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? hashOf(value) : null;
}

/** Sets a new binding on the reply; answers its hash, for the attempt's row. */
export function bindBrowser(reply: FastifyReply, secure: boolean): string {
  const value = randomBytes(32).toString('base64url');
  void reply.setCookie(SSO_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: PATH,
    maxAge: SSO_ATTEMPT_TTL_MINUTES * 60,
  });
  return hashOf(value);
}

export function unbindBrowser(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(SSO_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: PATH });
}
