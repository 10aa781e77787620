import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { callsTo, mockApi, type MockReply, type MockRequest } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import {
  careerVisualization,
  completedAt,
  dashboardRoutes,
  daysAgo,
  subjectRows,
  type DashboardFixture,
} from '../testing/fixtures';
import { DashboardPage } from './DashboardPage';

jest.mock('../../../components/charts');
jest.mock('../../insights', () => ({
  InsightsTab: ({ userId }: { userId: string }) => <p>Insights for {userId}</p>,
}));
// The account feature is tested on its own; here only its wiring matters.
jest.mock('../../account', () => ({
  ManageAccountDialog: ({ open, userId }: { open: boolean; userId: string }) =>
    open ? (
      <div role="dialog" aria-label="Manage Account">
        Account of {userId}
      </div>
    ) : null,
}));

jest.mock('../../advisers', () => ({
  AdviserSharingDialog: ({ open, userId }: { open: boolean; userId: string }) =>
    open ? (
      <div role="dialog" aria-label="Share with my school's careers advisers">
        Sharing of {userId}
      </div>
    ) : null,
}));

const done: DashboardFixture = {
  progress: {
    Subject: completedAt(daysAgo(2)),
    Career: completedAt(daysAgo(2), 'c-1'),
  },
  rows: { Subject: subjectRows },
  career: careerVisualization,
};

/** Stands in for an assessment screen: its submit returns with the just-submitted flags. */
function FinishAssessment() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() =>
        void navigate('/dashboard', {
          state: { justSubmittedCareer: true, completionDate: 'now', sessionId: 'c-2' },
        })
      }
    >
      Finish
    </button>
  );
}

async function open(fixture: DashboardFixture, state?: unknown) {
  const api = mockApi(dashboardRoutes(fixture));
  renderApp({
    url: '/dashboard',
    state,
    routes: { '/dashboard': <DashboardPage />, '/careerassessment': <FinishAssessment /> },
  });
  await settle();
  // The results are drawn in a transition, in slices (TBT): wait for the placeholder
  // to give way rather than for a fixed number of turns of the event loop.
  await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
  return { api, user: userEvent.setup() };
}

const pageViews = (api: ReturnType<typeof mockApi>) =>
  callsTo(api, 'POST /api/analytics/events').map((c) => (c.body as { name: string }).name);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('main dashboard', () => {
  it('should open on the UniReady tab and record a page view per tab', async () => {
    const { api, user } = await open(done);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    expect(screen.getByRole('tab', { name: 'UniReady' })).toHaveAttribute('aria-selected', 'true');
    // The results are drawn in a transition, in slices (TBT).
    expect(
      await screen.findByRole('figure', { name: 'Top Subject Scores chart' }),
    ).toBeInTheDocument();

    await clickAndSettle(user, screen.getByRole('tab', { name: 'FutureReady' }));
    expect(
      screen.getByRole('figure', { name: 'FutureReady Profile Index chart' }),
    ).toBeInTheDocument();
    await clickAndSettle(user, screen.getByRole('tab', { name: 'Generate Insights' }));
    expect(await screen.findByText('Insights for u-1')).toBeInTheDocument();
    expect(pageViews(api)).toEqual([
      'Dashboard - UniReady',
      'Dashboard - FutureReady',
      'Dashboard - Generate Insights',
    ]);
  });

  it('should show one placeholder until the journey and the results can be drawn together', async () => {
    // CLS: nothing drawn early may be pushed aside by what comes later.
    let careerProgress: () => void = () => undefined;
    const routes = dashboardRoutes(done);
    const progress = routes['GET /api/assessment/progress/u-1'] as (req: MockRequest) => MockReply;
    const api = mockApi({
      ...routes,
      'GET /api/assessment/progress/u-1': (req) =>
        req.url.includes('assessmentType=Career')
          ? new Promise<MockReply>((r) => (careerProgress = () => r(progress(req))))
          : progress(req),
    });
    renderApp({ url: '/dashboard', routes: { '/dashboard': <DashboardPage /> } });
    await settle();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('figure', { name: 'Top Subject Scores chart' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Assessments' })).toBeNull();
    // The page view waits for the results: a beacon must not compete with them (LCP).
    await settle();
    expect(pageViews(api)).toEqual([]);

    await settle(async () => careerProgress());
    expect(screen.getByRole('figure', { name: 'Top Subject Scores chart' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Assessments' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(pageViews(api)).toEqual(['Dashboard - UniReady']));
  });

  it('should disable Enrich+ with its tooltip until the server grants access', async () => {
    await open({ ...done, enrich: false });
    expect(screen.getByRole('button', { name: 'Enrich+' })).toBeDisabled();
    expect(
      screen.getByLabelText('Complete UniReady and FutureReady to enable Enrich+'),
    ).toBeInTheDocument();
  });

  it('should open /dashboard_enrich when the server grants access', async () => {
    const { api, user } = await open({ ...done, enrich: true });
    expect(callsTo(api, 'GET /api/assessment/check-access/dashboard_enrich')[0]?.url).toBe(
      '/api/assessment/check-access/dashboard_enrich?userId=u-1',
    );
    await clickAndSettle(user, screen.getByRole('button', { name: 'Enrich+' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard_enrich');
  });

  it('should enable Enrich+ for an admin and show the Admin badge', async () => {
    await open({ ...done, role: 'admin', enrich: false });
    expect(screen.getByRole('button', { name: 'Enrich+' })).toBeEnabled();
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });

  it('should show the Subject Consultant badge', async () => {
    await open({ ...done, role: 'subject_consultant' });
    expect(screen.getByText('Subject Consultant')).toBeInTheDocument();
  });

  it('should open the FutureReady tab and refetch after a career submission', async () => {
    const { api, user } = await open({ progress: {}, career: null });
    const progressCalls = () =>
      callsTo(api, 'GET /api/assessment/progress/u-1').filter((c) =>
        c.url.includes('assessmentType=Career'),
      ).length;
    await clickAndSettle(user, screen.getByRole('tab', { name: 'FutureReady' }));
    expect(progressCalls()).toBe(1);
    await clickAndSettle(user, screen.getByRole('button', { name: 'Take FutureReady Assessment' }));
    await clickAndSettle(user, screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('tab', { name: 'FutureReady' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(progressCalls()).toBe(2);
  });

  it('should open the FutureReady tab when returning from the career scores', async () => {
    await open(done, { fromCareerScores: true });
    expect(screen.getByRole('tab', { name: 'FutureReady' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('should open the account dialog and log out to /login', async () => {
    const { user } = await open(done);
    sessionStorage.setItem('careerVisualizationData_u-1', '{}');
    await clickAndSettle(user, screen.getByRole('button', { name: 'Manage Account' }));
    // The dialog's chunk loads on the first opening.
    expect(await screen.findByRole('dialog', { name: 'Manage Account' })).toHaveTextContent(
      'Account of u-1',
    );
    await clickAndSettle(user, screen.getByRole('button', { name: 'Log out' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it("should open the careers advisers' sharing from the account menu", async () => {
    const { user } = await open(done);
    await clickAndSettle(
      user,
      screen.getByRole('button', { name: "Share with my school's careers advisers" }),
    );
    expect(
      await screen.findByRole('dialog', { name: "Share with my school's careers advisers" }),
    ).toHaveTextContent('Sharing of u-1');
  });

  // docs/decisions/0126-invitations-drawn-with-the-first-screen.md: a card appearing above drawn
  // results would push them down (a layout shift); the results wait for the invitations instead.
  it('should draw the results only once the invitations are known, the card first with them', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const invitations = new Promise<MockReply>((resolve) => (answer = resolve));
    mockApi({ ...dashboardRoutes(done), 'GET /api/team/invitations': () => invitations });
    renderApp({ url: '/dashboard', routes: { '/dashboard': <DashboardPage /> } });
    await settle();
    // Everything else has answered: still the placeholder, no results drawn yet.
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your journey' })).toBeNull();
    answer({
      body: {
        invitations: [
          {
            invitation_id: 'i-1',
            task_id: 't-1',
            inviter_id: 'u-9',
            inviter_email: 'ada@demo.test',
            inviter_username: 'ada',
            invitee_id: 'u-1',
            invitee_email: 'bob@demo.test',
            subject: 'Physics',
            status: 'pending',
            created_at: new Date().toISOString(),
            valid: true,
            message: null,
            accept_blocked: null,
          },
        ],
      },
    });
    await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
    const card = screen.getByRole('region', { name: 'Team Challenge invitations' });
    expect(card).toHaveTextContent('ada invited you to a Physics Team Challenge.');
    expect(screen.getByRole('tabpanel')).toBeInTheDocument();
  });
});
