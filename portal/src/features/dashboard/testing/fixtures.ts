import type { CareerVisualization, RawAnswerRow } from '@aspire/domain';
import type { MockRequest, MockRoute } from '../../../testing/mock-api';
import { rowsFor, scoresOf } from '../../../../test/raw-answer-rows';

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export const subjectRows: RawAnswerRow[] = [
  ...rowsFor('Natural Sciences & Mathematics', [5, 5], { category: 'Part I' }),
  ...rowsFor('Physics', [5, 5], { taxonomy: ['Part III', 'ISCED-F 0533 Physics'] }),
  ...rowsFor('Chemistry', [4, 4]),
  ...rowsFor('Biology', [3, 3]),
  ...rowsFor('Law', [3, 3]),
  ...rowsFor('Music', [2, 2]),
];

export const part3Rows = rowsFor('Astrophysics', [4, 5], { category: 'Part III' });

export const careerVisualization: CareerVisualization = {
  careerInterest: {
    labels: ['Realistic', 'Investigative'],
    datasets: [{ data: [4, 3], totalScores: [16, 12], facetNote: { Realistic: 'Hands-on work.' } }],
  },
  motivation: {
    labels: ['Intrinsic Motivation', 'Extrinsic Motivation'],
    datasets: [{ data: [4.5, 3], totalScores: [18, 12], facetNote: {} }],
  },
};

type Progress = { sessionId: string; isCompleted: boolean; lastCompletionDate: string | null };

export type DashboardFixture = {
  userId?: string;
  role?: string;
  progress?: Partial<Record<'Subject' | 'SubjectPart3' | 'Career' | 'Learning', Progress>>;
  rows?: Partial<Record<'Subject' | 'SubjectPart3', RawAnswerRow[]>>;
  career?: CareerVisualization | null;
  enrich?: boolean;
};

const typeOf = (req: MockRequest) =>
  new URL(req.url, 'http://x').searchParams.get('assessmentType');

/** The dashboard's server, answering from a fixture. */
export function dashboardRoutes(f: DashboardFixture): Record<string, MockRoute> {
  const userId = f.userId ?? 'u-1';
  localStorage.setItem('token', 'jwt-1');
  localStorage.setItem('userId', userId);
  return {
    'GET /api/users/verify-token': { body: { valid: true, userId, role: f.role ?? 'user' } },
    'POST /api/analytics/events': { status: 201, body: {} },
    [`GET /api/assessment/progress/${userId}`]: (req) => {
      const progress = f.progress?.[typeOf(req) as 'Subject'];
      return progress ? { body: progress } : { status: 404, body: { error: 'No progress found' } };
    },
    [`GET /api/assessment/scores/${userId}`]: (req) => {
      const type = typeOf(req);
      if (type === 'Subject' || type === 'SubjectPart3') {
        const rows = f.rows?.[type];
        return rows
          ? { body: { sessionId: `${type}-1`, facets: scoresOf(rows), visualization: null } }
          : { status: 404, body: { error: 'No completed assessment found.' } };
      }
      return f.career
        ? { body: { sessionId: 'c-1', facets: [], visualization: f.career } }
        : { status: 404, body: { error: 'No completed assessment found.' } };
    },
    'GET /api/assessment/check-access/dashboard_enrich': {
      body: { access: f.enrich ?? false, hasAccess: f.enrich ?? false, error: null },
    },
    [`POST /api/users/save-top-subjects/${userId}`]: { body: { message: 'Saved' } },
  };
}

export const completedAt = (date: string, sessionId = 's-1'): Progress => ({
  sessionId,
  isCompleted: true,
  lastCompletionDate: date,
});
