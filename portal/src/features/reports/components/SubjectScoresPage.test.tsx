import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { makeScore } from '../lib/test-factories';
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

async function open(state: unknown) {
  const api = mockApi(signIn());
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
