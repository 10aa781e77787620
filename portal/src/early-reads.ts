/**
 * Issue 14 (LCP of /dashboard): the first screen's reads, started by a script of their own as
 * soon as the page arrives, beside the app's code rather than after it: the entry runs only once
 * React and the shell (about 100 kB on slow 4G) have arrived and run. This file imports nothing,
 * so that it is its own small file (dashboard.html loads it, `async`); the app's api-client takes
 * each started answer once, for the same URL and token, and asks afresh for anything else. The
 * requests are the ones the app would make first (AccessPage's preloadAtStart); the public
 * configuration needs none, the server writes it into the page (get-public-config.ts).
 */
import type { EarlyReads } from './api/early-reads-type';

/** Longer than the first screen takes on a slow phone; the app then asks for itself. */
const FIRST_SCREEN_MS = 15_000;

const token = localStorage.getItem('token');
const userId = localStorage.getItem('userId');
// Only before the app has started its own reads (it marks that it has): never a second request.
if (token && userId && window.location.pathname === '/dashboard' && !window.__earlyReads) {
  const id = encodeURIComponent(userId);
  const reads: EarlyReads = new Map();
  for (const url of [
    '/api/users/verify-token',
    `/api/assessment/check-access/dashboard?userId=${id}`,
    `/api/users/${id}/dashboard`,
  ]) {
    const answer = fetch(url, {
      method: 'GET',
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    answer.catch(() => undefined); // the app asks again if it failed
    reads.set(`${token} ${url}`, answer);
  }
  window.__earlyReads = reads;
  // A head start for the first screen, never an answer for a later visit (an access decision
  // is asked afresh each time): whatever the app has not taken by then is dropped.
  setTimeout(() => reads.clear(), FIRST_SCREEN_MS);
}
