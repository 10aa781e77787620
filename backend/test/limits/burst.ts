import type { Response } from 'supertest';

/** `n` requests sent at once (atomic-limits.md §4). */
export const burst = (n: number, send: (i: number) => PromiseLike<Response>): Promise<Response[]> =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));

/** How many responses had each status, e.g. `{ 201: 2, 403: 8 }`. */
export const byStatus = (responses: Response[]): Record<number, number> =>
  responses.reduce<Record<number, number>>((counts, r) => {
    counts[r.status] = (counts[r.status] ?? 0) + 1;
    return counts;
  }, {});
