import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { daysAgo, enrichRoutes, LONG_FACET, learningVisualization } from '../testing/fixtures';
import { StudyStyleTab } from './StudyStyleTab';

jest.mock('../../../components/charts');

async function open(fixture: Parameters<typeof enrichRoutes>[0] = {}, isAdmin = false) {
  mockApi(enrichRoutes(fixture));
  renderApp({
    url: '/dashboard_enrich',
    routes: { '/dashboard_enrich': <StudyStyleTab userId="u-1" isAdmin={isAdmin} /> },
  });
  await settle();
  return userEvent.setup();
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('StudyStyle Profile tab', () => {
  it('should draw one radar, StudyStyle Profile Index, with the five series', async () => {
    await open();
    expect(screen.getByRole('heading', { name: 'StudyStyle Profile Index' })).toBeInTheDocument();
    const radar = screen.getByRole('figure', { name: 'StudyStyle Profile Index chart' });
    expect(radar.dataset.series?.split('|')).toEqual([
      'Sensory Modality Preferences',
      'Social & Environmental Learning',
      'Self-Regulation & Metacognition',
      'Motivational & Affective Dispositions',
      'Cognitive Style & Thinking Disposition',
    ]);
    const labels = within(radar)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels).toEqual([
      'Visual',
      'Auditory',
      'Collaborative',
      `${LONG_FACET.slice(0, 47)}...`,
      'Growth Mindset',
      'Analytical',
    ]);
  });

  it('should show a clicked facet note, or that there is none', async () => {
    const user = await open();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Visual' }));
    expect(await screen.findByRole('dialog', { name: 'Visual' })).toHaveTextContent(
      'You learn best from diagrams and pictures.',
    );
    await user.keyboard('{Escape}');
    await settle();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Analytical' }));
    expect(await screen.findByRole('dialog', { name: 'Analytical' })).toHaveTextContent(
      'No description available for this facet.',
    );
  });

  it('should open /learning-scores with the session id and the visualizations', async () => {
    const user = await open();
    await clickAndSettle(user, screen.getByRole('button', { name: 'StudyStyle Scoring Details' }));
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/learning-scores');
    expect(JSON.parse(location.dataset.state ?? '')).toEqual({
      sessionId: 'l-1',
      visualizations: learningVisualization,
    });
  });

  it('should start the assessment, and offer no report, before a first completion', async () => {
    const user = await open({ learningCompletedAt: null });
    expect(screen.queryByRole('button', { name: 'StudyStyle Scoring Details' })).toBeNull();
    expect(screen.getByText(/Complete the StudyStyle assessment/)).toBeInTheDocument();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Take StudyStyle Assessment' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/learningassessment');
  });

  it('should refuse an early retake with the spec alert', async () => {
    const completed = daysAgo(10);
    const user = await open({ learningCompletedAt: completed });
    await clickAndSettle(user, screen.getByRole('button', { name: 'Take StudyStyle Assessment' }));
    const date = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(completed));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `You have already completed the StudyStyle Psychometric Test. You can retake it 6 months after your last submission on ${date}.`,
    );
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('should let an admin retake at once', async () => {
    const user = await open({ learningCompletedAt: daysAgo(1) }, true);
    await clickAndSettle(user, screen.getByRole('button', { name: 'Take StudyStyle Assessment' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/learningassessment');
  });
});
