import { nextRetakeDate } from '@aspire/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '../../../lib/format-date';
import { mockApi, type MockRoute } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import {
  careerVisualization,
  completedAt,
  dashboardRoutes,
  daysAgo,
  part3Rows,
  subjectRows,
  type DashboardFixture,
} from '../testing/fixtures';
import { DashboardPage } from './DashboardPage';

jest.mock('../../../components/charts');
jest.mock('../../insights', () => ({
  InsightsTab: ({ userId }: { userId: string }) => <p>Insights for {userId}</p>,
}));
jest.mock('../../account', () => ({ ManageAccountDialog: () => null }));

async function open(fixture: DashboardFixture, extra: Record<string, MockRoute> = {}) {
  const api = mockApi({ ...dashboardRoutes(fixture), ...extra });
  renderApp({
    url: '/dashboard',
    routes: { '/dashboard': <DashboardPage /> },
  });
  await settle();
  // The results are drawn in a transition, in slices (TBT): wait for the placeholder
  // to give way rather than for a fixed number of turns of the event loop.
  await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
  return { api, user: userEvent.setup() };
}

/** Each step of the journey as "name: state". */
const journey = () =>
  within(screen.getByRole('list', { name: 'Assessments' }))
    .getAllByRole('listitem')
    .map(
      (li) =>
        `${li.querySelector('p')?.textContent}: ${within(li).getByTestId('journey-state').textContent}`,
    );

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// A new student saw one button and a sentence.
describe('dashboard journey', () => {
  it('should show a new student the four assessments, what they open, and where to start', async () => {
    const { user } = await open({ progress: {}, career: null });
    expect(journey()).toEqual([
      'UniReady: Not started',
      'Advanced Subject Exploration: Opens after UniReady.',
      'FutureReady: Not started',
      'StudyStyle: Opens with Enrich+, after UniReady and FutureReady.',
    ]);
    const list = screen.getByRole('list', { name: 'Assessments' });
    expect(within(list).getAllByText(/Insights and Enrich\+/)).toHaveLength(2);
    expect(
      within(list).getByText(/Unlocks Advanced Subject Exploration \(Part III\)/),
    ).toBeVisible();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Start UniReady' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/subjectassessment');
  });

  it('should show an open assessment with the share answered and offer to continue it', async () => {
    localStorage.setItem('careerAssessmentu-1SessionId', 'c-9');
    localStorage.setItem('careerAssessmentu-1Questions', JSON.stringify([1, 2, 3, 4]));
    localStorage.setItem('careerAssessmentu-1Answers', JSON.stringify({ 1: 'Agree', 3: 'Agree' }));
    const { user } = await open({
      progress: {
        Subject: completedAt(daysAgo(2)),
        Career: { sessionId: 'c-9', isCompleted: false, lastCompletionDate: null },
      },
      rows: { Subject: subjectRows },
      career: null,
    });
    const last = daysAgo(2);
    expect(journey()[0]).toMatch(/^UniReady: Done on .+ · available again on .+$/);
    expect(journey()[0]).toContain(formatDate(nextRetakeDate(last)));
    expect(journey()[2]).toBe('FutureReady: In progress · 50% answered');
    await clickAndSettle(
      user,
      screen.getByRole('button', { name: 'Continue FutureReady (50% answered)' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/careerassessment');
  });

  it('should say when a finished assessment can be taken again and lead to the insights', async () => {
    const { user } = await open({
      progress: {
        Subject: completedAt(daysAgo(300)),
        SubjectPart3: completedAt(daysAgo(299), 'p-1'),
        Career: completedAt(daysAgo(2), 'c-1'),
        Learning: completedAt(daysAgo(1), 'l-1'),
      },
      rows: { Subject: subjectRows, SubjectPart3: part3Rows },
      career: careerVisualization,
      enrich: true,
    });
    expect(journey()[0]).toBe(`UniReady: Done on ${formatDate(daysAgo(300))}`);
    expect(journey()[3]).toMatch(/^StudyStyle: Done on .+ · available again on .+$/);
    // None generated yet (the read answers 404): the button invites to generate them.
    await clickAndSettle(
      user,
      await screen.findByRole('button', { name: 'Generate your Insights' }),
    );
    expect(screen.getByRole('tab', { name: 'Generate Insights' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

// Two nested <main> landmarks on /dashboard.
describe('dashboard landmarks', () => {
  it('should have exactly one main landmark', async () => {
    await open({ progress: {}, career: null });
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

// Every chart takes its assessment's colour.
describe('dashboard chart colours', () => {
  it('should colour the top subjects as UniReady and Part III as Subject Exploration', async () => {
    await open({
      progress: {
        Subject: completedAt(daysAgo(2)),
        SubjectPart3: completedAt(daysAgo(1), 'p-1'),
      },
      rows: { Subject: subjectRows, SubjectPart3: part3Rows },
    });
    expect(screen.getByRole('figure', { name: 'Top Subject Scores chart' })).toHaveAttribute(
      'data-area',
      'Subject',
    );
    expect(
      screen.getByRole('figure', { name: 'Subject Exploration Scores chart' }),
    ).toHaveAttribute('data-area', 'SubjectPart3');
  });

  it('should lead to reading the insights once they are stored', async () => {
    await open(
      {
        progress: {
          Subject: completedAt(daysAgo(300)),
          SubjectPart3: completedAt(daysAgo(299), 'p-1'),
          Career: completedAt(daysAgo(2), 'c-1'),
          Learning: completedAt(daysAgo(1), 'l-1'),
        },
        rows: { Subject: subjectRows, SubjectPart3: part3Rows },
        career: careerVisualization,
        enrich: true,
      },
      {
        'GET /api/insights/u-1': {
          body: { insights: 'Yours', generationDate: daysAgo(5), provider: 'offline' },
        },
      },
    );
    expect(await screen.findByRole('button', { name: 'Read your Insights' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate your Insights' })).toBeNull();
  });
});
