import negotiate from '@fastify/accept-negotiator';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A built front end served under `prefix`. `routePages` names pages the build wrote for one
 * client-side route (path → file in `dir`), answered instead of index.html on that exact path.
 * Every page goes through `SpaFallback` (the static files are the assets), so each is written
 * as the configuration says (`fill`).
 */
export type FrontEnd = { prefix: string; dir: string; routePages?: Record<string, string> };

/** A page as it is and compressed, the way a browser asks for it. */
type Body = { identity: Buffer; br: Buffer; gzip: Buffer };
type Page = { prefix: string; html: Body; routes: Map<string, Body> };

const ENCODINGS = ['br', 'gzip'] as const;

/** A page as the build wrote it → the page as this server sends it. */
export type PageFill = (html: string) => string;

/**
 * Read, filled and compressed once at start: the pages are small and never change while the
 * process runs, and the dashboard's holds its stylesheet, 14 kB as it is, 3 kB in
 * brotli.
 */
function read(dir: string, file: string, fill: PageFill): Body {
  const identity = Buffer.from(fill(readFileSync(join(dir, file), 'utf8')));
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/**
 * Client-side routes (`/dashboard`, `/admin/questions/3`) have no file on disk: a GET for an
 * HTML page outside `/api` answers the front end's index.html so the router takes over.
 */
export class SpaFallback {
  private readonly pages: Page[];

  /** `fill`: what the server writes into each page (the public configuration, see createApp). */
  constructor(frontEnds: FrontEnd[], fill: PageFill = (html) => html) {
    this.pages = frontEnds
      .filter((fe) => existsSync(join(fe.dir, 'index.html')))
      .map((fe) => ({
        prefix: fe.prefix,
        html: read(fe.dir, 'index.html', fill),
        // A route page the build did not write leaves that route to index.html.
        routes: new Map(
          Object.entries(fe.routePages ?? {})
            .filter(([, file]) => existsSync(join(fe.dir, file)))
            .map(([route, file]) => [route, read(fe.dir, file, fill)]),
        ),
      }))
      // Longest prefix first, so /admin/ wins over /.
      .sort((a, b) => b.prefix.length - a.prefix.length);
  }

  handles(request: FastifyRequest): boolean {
    const path = request.url.split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (path === '/api' || path.startsWith('/api/')) return false;
    return this.pageFor(path) !== undefined;
  }

  send(request: FastifyRequest, reply: FastifyReply): void {
    const path = request.url.split('?')[0];
    const page = this.pageFor(path);
    const body = page?.routes.get(path) ?? page?.html;
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted ? negotiate(accepted.toLowerCase(), [...ENCODINGS]) : null;
    if (encoding && body) reply.header('Content-Encoding', encoding);
    void reply
      .status(200)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(body ? body[encoding ?? 'identity'] : '');
  }

  private pageFor(path: string) {
    const withSlash = path.endsWith('/') ? path : `${path}/`;
    return this.pages.find((p) => withSlash.startsWith(p.prefix));
  }
}
