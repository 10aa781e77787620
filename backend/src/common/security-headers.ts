import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * The Content-Security-Policy of every answer: the portal at /, the back-office at /admin/ and
 * the API (issue 9 §6; docs/DECISIONS.md "Security headers"). Tokens live in localStorage, so
 * XSS is the threat that matters: scripts come only from our own origin (no inline script, no
 * eval), nothing is fetched from or posted to another origin, and no page may frame ours.
 * Styles allow 'unsafe-inline' because MUI/emotion write <style> elements at run time (no
 * nonce reaches a statically served page); a style cannot run script.
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

/**
 * Registers the headers on every answer (API, static files, the SPA fallback, errors). HSTS is
 * sent only to requests that arrived over TLS: directly, or through a trusted proxy that says so
 * in X-Forwarded-Proto (TRUST_PROXY), since a browser ignores it over plain HTTP anyway and a
 * plain-HTTP deployment must not be told to upgrade.
 */
export async function useSecurityHeaders(app: NestFastifyApplication): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      if (request.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
      done();
    });
}
