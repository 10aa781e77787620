import { QueryClient } from '@tanstack/react-query';
import { progressQueryOptions } from '../../../api/get-progress';
import { scoresQueryOptions } from '../../../api/get-scores';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { enrichAccessQueryOptions } from '../api/check-enrich-access';
import { assignmentsQueryOptions } from '../api/get-assignments';
import { PROGRESS_STALE_MS } from './cache';
import { prefetchDashboard } from './prefetch';

const SUMMARY = 'GET /api/users/u-1/dashboard';
const PROGRESS = 'GET /api/assessment/progress/u-1';
const SCORES = 'GET /api/assessment/scores/u-1';
const done = {
  sessionId: 's-1',
  isCompleted: true,
  lastCompletionDate: '2026-11-01T00:00:00.000Z',
};
const scores = { sessionId: 's-1', facets: [], visualization: null, qualityFlags: [] };
const assignment = {
  id: 7,
  assessment_types: ['Career'],
  due_at: '2026-12-01T00:00:00.000Z',
  message: null,
  text: 'Your school asks you to complete FutureReady by 1 December',
  status: 'not_started',
};

/** Every individual route of the first screen, for the summary to replace or to fall back on. */
const individual = {
  [PROGRESS]: (req: { url: string }) =>
    req.url.includes('assessmentType=Subject&') ? { body: done } : { status: 404, body: {} },
  [SCORES]: { body: scores },
  'GET /api/assessment/check-access/dashboard_enrich': { body: { hasAccess: false } },
  'GET /api/assignments/mine': { body: [assignment] },
};

/** What the page's hooks read: each query's data under its own key. */
async function cached(client: QueryClient) {
  const ask = <T>(o: { queryKey: readonly unknown[] }) =>
    client.fetchQuery(o as never) as Promise<T>;
  return {
    progress: await Promise.all(
      (['Subject', 'SubjectPart3', 'Career', 'Learning'] as const).map((type) =>
        ask(progressQueryOptions('u-1', type, PROGRESS_STALE_MS)),
      ),
    ),
    scores: await Promise.all(
      (['Subject', 'SubjectPart3'] as const).map((type) =>
        ask(scoresQueryOptions('u-1', type, PROGRESS_STALE_MS)),
      ),
    ),
    enrich: await ask(enrichAccessQueryOptions('u-1')),
    assignments: await ask(assignmentsQueryOptions('u-1')),
  };
}

const expected = {
  progress: [done, null, null, null],
  scores: [scores, null],
  enrich: false,
  assignments: [assignment],
};

// LCP of /dashboard: one summary read instead of seven requests in two waves.
describe('prefetchDashboard', () => {
  it("should ask the summary alone and keep its parts under the page's query keys", async () => {
    const api = mockApi({
      ...individual,
      [SUMMARY]: {
        body: {
          progress: { Subject: done, SubjectPart3: null, Career: null, Learning: null },
          scores: { Subject: scores, SubjectPart3: null },
          enrichAccess: { access: false, hasAccess: false, error: 'Locked' },
          assignments: [assignment],
        },
      },
    });
    const client = new QueryClient();
    prefetchDashboard(client, 'u-1');
    // The page's queries, mounted while the summary is on its way, wait for it.
    expect(await cached(client)).toEqual(expected);
    expect(api.mock.calls.map(([url]) => String(url))).toEqual(['/api/users/u-1/dashboard']);
  });

  it('should ask the individual routes, the scores after their progress, when the summary fails', async () => {
    const api = mockApi({ ...individual, [SUMMARY]: { status: 500, body: { error: 'x' } } });
    const client = new QueryClient();
    prefetchDashboard(client, 'u-1');
    expect(await cached(client)).toEqual(expected);
    expect(callsTo(api, SUMMARY)).toHaveLength(1);
    expect(callsTo(api, PROGRESS)).toHaveLength(4);
    // Only the completed type's scores are asked for.
    expect(callsTo(api, SCORES).map((c) => c.url)).toEqual([
      '/api/assessment/scores/u-1?assessmentType=Subject',
    ]);
  });
});
