import type { VisualizationSection } from '@aspire/domain';
import type { MockRoute } from '../../../testing/mock-api';

/** A report section as the server's scores carry it. */
export const section = (
  labels: string[],
  data: number[],
  notes: Record<string, string> = {},
): VisualizationSection => ({
  labels,
  datasets: [{ data, totalScores: data.map((d) => d * 3), facetNote: notes }],
});

export const LONG_FACET = 'Metacognitive monitoring of comprehension during independent study';

export const learningVisualization = {
  sensoryModalityPreferences: section(['Visual', 'Auditory'], [4.5, 3], {
    Visual: 'You learn best from diagrams and pictures.',
  }),
  socialEnvironmentalLearning: section(['Collaborative'], [3.5]),
  selfRegulationMetacognition: section([LONG_FACET], [4]),
  motivationalAffectiveDispositions: section(['Growth Mindset'], [5]),
  cognitiveStyleThinkingDisposition: section(['Analytical'], [2]),
};

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

type EnrichFixture = {
  learningCompletedAt?: string | null;
  visualization?: unknown;
  top?: { uniReady: string[]; exploration: string[] };
};

/** The calls the Enrich+ screens make, answered for user u-1. */
export function enrichRoutes({
  learningCompletedAt = daysAgo(400),
  visualization = learningVisualization,
  top = { uniReady: ['Physics', 'Mathematics', 'Chemistry'], exploration: ['Astrophysics'] },
}: EnrichFixture = {}): Record<string, MockRoute> {
  localStorage.setItem('token', 'jwt-1');
  localStorage.setItem('userId', 'u-1');
  return {
    'GET /api/users/verify-token': { body: { valid: true, userId: 'u-1', role: 'user' } },
    'POST /api/analytics/events': { status: 201, body: {} },
    'GET /api/assessment/progress/u-1': learningCompletedAt
      ? {
          body: { sessionId: 'l-1', isCompleted: true, lastCompletionDate: learningCompletedAt },
        }
      : { status: 404, body: { error: 'No progress found' } },
    'GET /api/assessment/scores/u-1': learningCompletedAt
      ? { body: { sessionId: 'l-1', facets: [], visualization } }
      : { status: 404, body: { error: 'No completed assessment found.' } },
    'GET /api/assessment/top-subjects/u-1': { body: top },
    'GET /api/assessment/check-access/dashboard_enrich': {
      body: { access: true, hasAccess: true, error: null },
    },
    'GET /api/users/u-1/app_role': {
      body: { app_role: 'user', last_team_participation: null, restriction_until: null },
    },
    'GET /api/materials/get/u-1': { body: [] },
    'GET /api/materials/last-generation/u-1': { body: { lastGenerationDate: null } },
  };
}
