import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, type MockRoute } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { makeScore } from '../testing/fixtures';
import { signIn } from '../../../../test/sign-in';
import { SubjectScoresPage } from './SubjectScoresPage';

jest.mock('../../../components/charts');

const partIIScores = [
  makeScore({ _id: 'Law', averageScore: 3, totalScore: 9 }),
  makeScore({
    _id: 'Physics',
    averageScore: 4.333,
    totalScore: 13,
    taxonomy: ['Part III'],
    facetNote: 'How the universe works.',
  }),
];
const partIIIScores = [makeScore({ _id: 'Astrophysics', averageScore: 4.5, totalScore: 9 })];

async function open(state: unknown, routes: Record<string, MockRoute> = {}) {
  const api = mockApi({ ...signIn(), ...routes });
  renderApp({
    url: '/subject-scores',
    state,
    routes: { '/subject-scores': <SubjectScoresPage /> },
  });
  await settle();
  return api;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('UniReady scores screen', () => {
  it('should show the title, the Part II chart and the table sorted by average', async () => {
    const api = await open({ sessionId: 's-1', partIIScores, partIIIScores: [] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('UniReady Subject Scores');
    expect(screen.getByText('Higher Education Subject Preferences')).toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: 'Subject Scores chart' });
    expect(chart).toHaveAttribute('data-max', '5');
    expect(chart).toHaveAttribute('data-ticks', '0,1,2,3,4,5');
    const rows = within(screen.getByRole('table', { name: 'Subject Scores table' }))
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'FacetAverage ScoreTotal Score',
      'Physics4.313.0',
      'How the universe works.',
      'Law3.09.0',
    ]);
    expect(callsTo(api, 'POST /api/analytics/events')[0]?.body).toEqual({
      type: 'page_view',
      name: 'UniReady Subject Scores',
    });
  });

  it('should compare only the Part II subjects in its norms panel, never the Part I areas', async () => {
    const norm = (facet: string, category: string) => ({
      facet,
      category,
      average: 4,
      sem: 0.3,
      band: { low: 40, high: 60 },
      group: {
        scope: 'all',
        students: 150,
        routed: category !== 'Part I',
        label: `among 150 students who answered the ${facet} questions`,
      },
      reason: null,
    });
    await open(
      { sessionId: 's-1', partIIScores, partIIIScores: [] },
      {
        'GET /api/assessment/norms/u-1': {
          body: {
            session_id: 's-1',
            min_respondents: 100,
            message: null,
            facets: [
              norm('Computing', 'Part I'),
              norm('Physics', 'Part II'),
              norm('Law', 'Part II'),
            ],
            retake: null,
          },
        },
      },
    );
    const panel = await screen.findByTestId('norms-panel');
    const areas = within(panel)
      .getAllByTestId<HTMLTableRowElement>('norm-row')
      .map((r) => r.cells[0].textContent);
    expect(areas).toEqual(['Physics', 'Law']);
    expect(panel).not.toHaveTextContent('Computing');
  });

  it('should name the versions of Part II and, when taken, Part III', async () => {
    const scores = (version: string, day: string) => ({
      body: {
        sessionId: 's',
        facets: [],
        visualization: null,
        instrumentVersion: version.padEnd(64, '0'),
        instrumentRecordedAt: `2026-${day}T08:00:00.000Z`,
        scoringVersion: 'scoring-1',
        qualityFlags: [],
        emotionalIntelligence: null,
      },
    });
    await open(
      { sessionId: 's-1', partIIScores, partIIIScores },
      {
        'GET /api/assessment/scores/u-1': (req) =>
          req.url.includes('SubjectPart3')
            ? scores('77aa88bb99', '06-02')
            : scores('12ab34cd56', '05-20'),
      },
    );
    const lines = (await screen.findAllByTestId('report-version')).map((l) => l.textContent);
    expect(lines).toEqual([
      'UniReady Parts I and II: questions version of 20 May 2026 (12ab34cd), scored under scoring-1.',
      'Advanced Subject Exploration: questions version of 2 June 2026 (77aa88bb), scored under scoring-1.',
    ]);
  });

  it('should link each subject to a bachelor-programme search in a new tab', async () => {
    await open({ partIIScores });
    const link = screen.getByRole('link', { name: 'Physics' });
    expect(link).toHaveAttribute(
      'href',
      'https://www.bachelorsportal.com/search/bachelor?q=Physics',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('should show Advanced Subject Exploration Scores when eligible with Part III scores', async () => {
    await open({ partIIScores, partIIIScores });
    expect(
      screen.getByRole('heading', { name: 'Advanced Subject Exploration Scores' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Astrophysics' })).toBeInTheDocument();
  });

  it('should hide the Part III chart when not eligible or without Part III scores', async () => {
    await open({ partIIScores: partIIScores.map((s) => ({ ...s, taxonomy: [] })), partIIIScores });
    expect(screen.queryByText('Advanced Subject Exploration Scores')).not.toBeInTheDocument();
  });

  it("should say 'No scores available for this part.' for an empty Part II", async () => {
    await open({ partIIScores: [], partIIIScores: [] });
    expect(screen.getByText('No scores available for this part.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('should ask to come from the dashboard without scores in navigation state', async () => {
    await open(undefined);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No scores provided. Please navigate from the dashboard.',
    );
  });

  it('should return to the dashboard with fromSubjectScores', async () => {
    await open({ partIIScores });
    await clickAndSettle(
      userEvent.setup(),
      screen.getByRole('button', { name: 'Return to Dashboard' }),
    );
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/dashboard');
    expect(JSON.parse(location.dataset.state ?? '')).toEqual({ fromSubjectScores: true });
  });
});
