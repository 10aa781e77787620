import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type FrontEnd = { prefix: string; dir: string };

/**
 * Client-side routes (`/dashboard`, `/admin/questions/3`) have no file on disk: a GET for an
 * HTML page outside `/api` answers the front end's index.html so the router takes over.
 */
export class SpaFallback {
  private readonly pages: { prefix: string; html: string }[];

  constructor(frontEnds: FrontEnd[]) {
    this.pages = frontEnds
      .filter((fe) => existsSync(join(fe.dir, 'index.html')))
      .map((fe) => ({ prefix: fe.prefix, html: readFileSync(join(fe.dir, 'index.html'), 'utf8') }))
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
    const page = this.pageFor(request.url.split('?')[0]);
    void reply
      .status(200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page?.html ?? '');
  }

  private pageFor(path: string) {
    const withSlash = path.endsWith('/') ? path : `${path}/`;
    return this.pages.find((p) => withSlash.startsWith(p.prefix));
  }
}
