import { RouteConfig } from '@nestjs/platform-fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

/** What every JSON body may be: the API's largest ordinary body fits in 100 kB. */
export const BODY_LIMIT = 100 * 1024;
/** Deeper than any body the API takes (the question form nests 3 levels). */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The deepest nesting of a JSON text, in one pass without recursion and without parsing, so
 * a hostile body is refused before anything walks it. Bytes of multi-byte UTF-8 characters
 * are all ≥ 0x80 and never look like brackets or quotes.
 */
export function jsonDepth(text: Buffer | string, stopAbove = Infinity): number {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
    } else if (b === QUOTE) {
      inString = true;
    } else if (b === OPEN_OBJECT || b === OPEN_ARRAY) {
      if (++depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (b === CLOSE_OBJECT || b === CLOSE_ARRAY) {
      depth--;
    }
  }
  return deepest;
}

const badRequest = (message: string) => Object.assign(new Error(message), { statusCode: 400 });

/**
 * Replaces the JSON body parser: the body limit is enforced while reading, the depth is
 * checked before parsing, and Fastify's own parser (which refuses `__proto__` and
 * `constructor.prototype` keys) does the parsing.
 */
export function useBoundedJsonParser(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const parse = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser('application/json', { bodyLimit: BODY_LIMIT }, (request, body, done) => {
    if (jsonDepth(body as Buffer, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(badRequest(TOO_DEEP), undefined);
      return;
    }
    void parse(request as FastifyRequest, (body as Buffer).toString('utf8'), done);
  });
  // A route that needs a larger body says so with @BodyLimit (read here as routes register).
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const limit = (route.config as { bodyLimit?: number } | undefined)?.bodyLimit;
    if (limit) route.bodyLimit = limit;
  });
}

/** A larger body limit for one route (e.g. the whitelist CSV import). */
export const BodyLimit = (bytes: number) => RouteConfig({ bodyLimit: bytes });
