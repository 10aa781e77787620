import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet, { HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The Content-Security-Policy of every answer: the portal at /, the back-office at /admin/ and the
 * API (docs/decisions/0045-security-headers-and-https.md). Tokens live in localStorage,
 * so XSS is the threat that matters: scripts come only from our own origin (no inline script, no
 * eval), nothing is fetched from or posted to another origin, and no page may frame ours. Styles
 * allow 'unsafe-inline' because MUI/emotion write <style> elements at run time (no nonce reaches a
 * statically served page); a style cannot run script.
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** One year, as browsers' preload lists expect. */
export const HSTS = 'max-age=31536000; includeSubDomains';

const HELMET: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  hsts: false,
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets for our options. None depends on the request, so they are worked out
 * once: @fastify/helmet ran helmet (parsing the policy again) on every request, about 5 % of a
 * small request's CPU.
 */
export function helmetHeaders(options: HelmetOptions = HELMET): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/** The portal's page of a parent's link (`/shared/<token>`). */
const SHARED_PAGE = /^\/shared\//;

/** An API answer or the metrics: never kept by a browser or a shared cache unless a route says so. */
const UNCACHED = /^\/(api|metrics)(\/|\?|$)/;

/**
 * Sets the headers on every answer (API, static files, the SPA fallback, errors). Every API
 * answer starts as `Cache-Control: no-store` (a profile, a score, a list of students must not
 * stay in a shared computer's cache: ASVS 5.0 14.3.2); a route that may be cached sets its own
 * (the question bank's ETag). HSTS is
 * sent only to requests that arrived over TLS: directly, or through a trusted proxy that says so
 * in X-Forwarded-Proto (TRUST_PROXY), since a browser ignores it over plain HTTP anyway and a
 * plain-HTTP deployment must not be told to upgrade.
 */
export function useSecurityHeaders(app: NestFastifyApplication): void {
  const headers = helmetHeaders();
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      void reply.headers(headers);
      if (UNCACHED.test(request.url)) void reply.header('Cache-Control', 'no-store');
      // A parent's link: its page stays out of search engines even for a crawler that runs no
      // script (docs/decisions/0230-parent-links.md). The page holds no data; the API answers do.
      if (SHARED_PAGE.test(request.url)) void reply.header('X-Robots-Tag', 'noindex, nofollow');
      if (request.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
      done();
    });
}
