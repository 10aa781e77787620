import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { makeSection } from '../testing/fixtures';
import { signIn } from '../../../../test/sign-in';
import { LearningScoresPage } from './LearningScoresPage';

jest.mock('../../../components/charts');

const LONG = 'Reading/Writing with a very long descriptive name';
const visualizations = {
  cognitiveStyleThinkingDisposition: makeSection(['Analytical', 'Creative'], [4, 2.5]),
  sensoryModalityPreferences: makeSection(['Visual', LONG, ''], [3, 4, 2]),
  socialEnvironmentalLearning: { labels: ['Collaborative'], datasets: [{ data: [3] }] },
};

async function open(state: unknown) {
  const api = mockApi(signIn());
  renderApp({
    url: '/learning-scores',
    state,
    routes: { '/learning-scores': <LearningScoresPage /> },
  });
  await settle();
  return api;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('StudyStyle scores screen', () => {
  it('should show the title and the sections with data in the spec order', async () => {
    const api = await open({ visualizations });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('StudyStyle Profile Index');
    expect(screen.getByText('Learning Style & Academic Strengths')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Sensory Modality Preferences',
      'Social & Environmental Learning Orientation',
      'Cognitive Style & Thinking Disposition',
    ]);
    expect(callsTo(api, 'POST /api/analytics/events')[0]?.body).toEqual({
      type: 'page_view',
      name: 'StudyStyle Profile Index',
    });
  });

  it('should say under the sensory scores that they are preferences, not how the student learns best', async () => {
    await open({ visualizations });
    const sensory = screen.getByRole('region', { name: 'Sensory Modality Preferences' });
    expect(within(sensory).getByTestId('learning-preferences-note')).toHaveTextContent(
      'These four scores show how you like to take in new things. They do not show how you learn ' +
        'best: careful studies found that being taught in the way you prefer does not help you ' +
        'learn more (Pashler and others, 2008).',
    );
    // Only there: the other StudyStyle scores are not learning styles.
    expect(screen.getAllByTestId('learning-preferences-note')).toHaveLength(1);
    const social = screen.getByRole('region', {
      name: 'Social & Environmental Learning Orientation',
    });
    expect(within(social).queryByTestId('learning-preferences-note')).toBeNull();
  });

  it('should cut labels over 40 characters to 30 plus an ellipsis and show Unknown', async () => {
    await open({ visualizations });
    const radar = screen.getByRole('figure', { name: 'Sensory Modality Preferences chart' });
    expect(within(radar).getByText(`${LONG.slice(0, 30)}...`)).toBeInTheDocument();
    expect(within(radar).getByText('Unknown')).toBeInTheDocument();
  });

  it("should say 'No data available.' when the table lacks total scores", async () => {
    await open({ visualizations });
    const section = screen.getByRole('region', {
      name: 'Social & Environmental Learning Orientation',
    });
    expect(within(section).getByText('No data available.')).toBeInTheDocument();
  });

  it('should use the cache when socialEnvironmentalLearning has labels', async () => {
    sessionStorage.setItem('learningVisualizationData_u-1', JSON.stringify(visualizations));
    await open(undefined);
    expect(
      screen.getByRole('heading', { name: 'Cognitive Style & Thinking Disposition' }),
    ).toBeInTheDocument();
  });

  it('should discard a cache without socialEnvironmentalLearning labels and show the error', async () => {
    const { socialEnvironmentalLearning: _dropped, ...rest } = visualizations;
    sessionStorage.setItem('learningVisualizationData_u-1', JSON.stringify(rest));
    await open(undefined);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No visualization data available. Please complete the Learning assessment.',
    );
    expect(sessionStorage.getItem('learningVisualizationData_u-1')).toBeNull();
  });

  it('should close to /dashboard_enrich marking it came from learning scores', async () => {
    await open({ visualizations });
    await clickAndSettle(userEvent.setup(), screen.getByRole('button', { name: 'Close' }));
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/dashboard_enrich');
    expect(JSON.parse(location.dataset.state ?? '')).toEqual({ fromLearningScores: true });
  });

  it('should send a user without a stored token to /login', async () => {
    mockApi(signIn());
    localStorage.removeItem('token');
    renderApp({
      url: '/learning-scores',
      state: { visualizations },
      routes: { '/learning-scores': <LearningScoresPage /> },
    });
    await settle();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
