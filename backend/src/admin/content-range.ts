import type { FastifyReply } from 'fastify';
import { Page } from './admin-list.service';

/** `Content-Range: questions 0-24/319`, which ra-data-simple-rest reads for the total. */
export function withContentRange<R>(reply: FastifyReply, name: string, page: Page<R>): R[] {
  void reply.header('Content-Range', `${name} ${page.start}-${page.end}/${page.total}`);
  return page.data;
}
