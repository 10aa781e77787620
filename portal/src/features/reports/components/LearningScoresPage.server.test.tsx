import { REPORT_ACQUIESCENCE_NOTE, REPORT_QUALITY_NOTE } from '@aspire/domain';
import { screen } from '@testing-library/react';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { settle } from '../../../testing/settle';
import { makeSection } from '../testing/fixtures';
import { signIn } from '../../../../test/sign-in';
import { LearningScoresPage } from './LearningScoresPage';

jest.mock('../../../components/charts');

const visualization = {
  sensoryModalityPreferences: makeSection(['Visual', 'Auditory'], [4, 3]),
  socialEnvironmentalLearning: makeSection(['Collaborative'], [3.5]),
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// Opened directly (no navigation state, no cache), the report says "No visualization
// data available" even right after the assessment, unless it asks the server.
describe('StudyStyle scores screen opened directly', () => {
  it('should load the latest completed report from the server and cache it', async () => {
    const api = mockApi({
      ...signIn(),
      'GET /api/assessment/scores/u-1': { body: { sessionId: 's-1', facets: [], visualization } },
    });
    renderApp({ url: '/learning-scores', routes: { '/learning-scores': <LearningScoresPage /> } });
    await settle();
    expect(
      await screen.findByRole('heading', { name: 'Sensory Modality Preferences' }),
    ).toBeVisible();
    expect(callsTo(api, 'GET /api/assessment/scores/u-1')[0]?.url).toContain(
      'assessmentType=Learning',
    );
    expect(JSON.parse(sessionStorage.getItem('learningVisualizationData_u-1') ?? 'null')).toEqual(
      visualization,
    );
  });

  it('should still say there is nothing to show when the server has no completed session', async () => {
    mockApi({
      ...signIn(),
      'GET /api/assessment/scores/u-1': {
        status: 404,
        body: { error: 'No completed assessment found.' },
      },
    });
    renderApp({ url: '/learning-scores', routes: { '/learning-scores': <LearningScoresPage /> } });
    await settle();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No visualization data available. Please complete the Learning assessment.',
    );
  });

  // A session flagged for response quality carries one discreet line, others none.
  it.each([
    [['straightLining'], REPORT_QUALITY_NOTE],
    [['contradictory', 'acquiescent'], REPORT_ACQUIESCENCE_NOTE],
    [[], null],
  ])('should show the response-quality note for flags %j', async (qualityFlags, shown) => {
    mockApi({
      ...signIn(),
      'GET /api/assessment/scores/u-1': {
        body: { sessionId: 's-1', facets: [], visualization, qualityFlags },
      },
    });
    renderApp({ url: '/learning-scores', routes: { '/learning-scores': <LearningScoresPage /> } });
    await settle();
    await screen.findByRole('heading', { name: 'Sensory Modality Preferences' });
    if (shown) {
      expect(screen.getByTestId('report-quality-note')).toHaveTextContent(shown);
    } else {
      expect(screen.queryByTestId('report-quality-note')).toBeNull();
    }
  });
});
