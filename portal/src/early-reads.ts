/**
 * LCP of /dashboard: the first screen's reads, started by a script of their own as
 * soon as the page arrives, beside the app's code rather than after it: the entry runs only once
 * React and the shell (about 100 kB on slow 4G) have arrived and run. This file imports nothing,
 * so that it is its own small file (dashboard.html loads it, `async`); the app's api-client takes
 * each started answer once, for the same URL and token, and asks afresh for anything else.
 *
 * One request: the dashboard's summary also holds the answers of the session check and of the
 * page's access check (GET /api/users/:userId/dashboard), which are handed to the app as the
 * answers of their own routes; where the summary has none (a refusal, a failure), each of those
 * asks its own route. On a slow network every request in flight takes a share of the bandwidth
 * from the scripts the first paint waits for. The public configuration needs no request: the
 * server writes it into the page (get-public-config.ts).
 */
import type { EarlyReads } from './api/early-reads-type';

/** Longer than the first screen takes on a slow phone; the app then asks for itself. */
const FIRST_SCREEN_MS = 15_000;

const token = localStorage.getItem('token');
const userId = localStorage.getItem('userId');
// Only before the app has started its own reads (it marks that it has): never a second request.
if (token && userId && window.location.pathname === '/dashboard' && !window.__earlyReads) {
  const id = encodeURIComponent(userId);
  const read = (url: string) =>
    fetch(url, {
      method: 'GET',
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
  const summaryUrl = `/api/users/${id}/dashboard`;
  const summary = read(summaryUrl);
  // Parsed from a copy taken before the app can read the answer itself.
  const parts = summary
    .then((res) => (res.ok ? (res.clone().json() as Promise<Record<string, unknown>>) : null))
    .catch(() => null);
  const partOf = (key: 'session' | 'access', url: string): Promise<Response> =>
    parts.then((body) =>
      body && key in body
        ? new Response(JSON.stringify(body[key]), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          })
        : read(url),
    );
  const reads: EarlyReads = new Map([
    [`${token} /api/users/verify-token`, partOf('session', '/api/users/verify-token')],
    [
      `${token} /api/assessment/check-access/dashboard?userId=${id}`,
      partOf('access', `/api/assessment/check-access/dashboard?userId=${id}`),
    ],
    [`${token} ${summaryUrl}`, summary],
  ]);
  // Never an unhandled rejection: the app meets a failure when it takes the read.
  for (const answer of reads.values()) answer.catch(() => undefined);
  window.__earlyReads = reads;
  // A head start for the first screen, never an answer for a later visit (an access decision
  // is asked afresh each time): whatever the app has not taken by then is dropped.
  setTimeout(() => reads.clear(), FIRST_SCREEN_MS);
}
