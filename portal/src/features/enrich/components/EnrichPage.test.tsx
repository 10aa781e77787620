import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { callsTo, mockApi, type MockRoute } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { enrichRoutes } from '../testing/fixtures';
import { AccessGuard } from '../../../session/AccessGuard';
import { EnrichPage } from './EnrichPage';

jest.mock('../../../components/charts');

async function open(state?: unknown, overrides: Record<string, MockRoute> = {}) {
  const api = mockApi({ ...enrichRoutes(), ...overrides });
  const { unmount } = renderApp({
    url: '/dashboard_enrich',
    state,
    routes: {
      // As the app serves it (AppRoutes): behind its access check.
      '/dashboard_enrich': (
        <AccessGuard route="dashboard_enrich">
          {({ isAdmin }) => <EnrichPage isAdmin={isAdmin} />}
        </AccessGuard>
      ),
    },
  });
  // The guard draws the page in a transition: wait for it, then for its first reads.
  await screen.findByRole('heading', { level: 1, name: 'Enrich+' });
  await settle();
  return { api, user: userEvent.setup(), unmount };
}

const pageViews = (api: ReturnType<typeof mockApi>) =>
  callsTo(api, 'POST /api/analytics/events').map((c) => (c.body as { name: string }).name);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('Enrich+ dashboard', () => {
  it('should open on StudyStyle Profile and record a page view per item', async () => {
    const { api, user } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Enrich+' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'StudyStyle Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Take StudyStyle Assessment' })).toBeVisible();
    await clickAndSettle(user, screen.getByRole('tab', { name: 'Knowledge' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Knowledge' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Learning Materials' })).toBeVisible();
    await clickAndSettle(user, screen.getByRole('tab', { name: 'Team' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Team Dashboard' })).toBeInTheDocument();
    expect(pageViews(api)).toEqual([
      'Enrich+ - StudyStyle Profile',
      'Enrich+ - Knowledge',
      'Enrich+ - Team',
    ]);
  });

  it('should open the item preset in navigation state, once', async () => {
    await open({ activeItem: 'knowledge' });
    expect(screen.getByRole('tab', { name: 'Knowledge' })).toHaveAttribute('aria-selected', 'true');
  });

  it('should open StudyStyle Profile after the assessment and fetch it afresh', async () => {
    const api = mockApi(enrichRoutes({ learningCompletedAt: null }));
    /**
     * Stands in for the assessment screen: its submit returns with the flag
     * (docs/product/dashboard.md, "Enrich+ (/dashboard_enrich)").
     */
    function FinishAssessment() {
      const navigate = useNavigate();
      return (
        <button
          type="button"
          onClick={() =>
            void navigate('/dashboard_enrich', { state: { justSubmittedLearning: true } })
          }
        >
          Submit
        </button>
      );
    }
    renderApp({
      url: '/dashboard_enrich',
      state: { activeItem: 'studystyle' },
      routes: {
        '/dashboard_enrich': <EnrichPage isAdmin={false} />,
        '/learningassessment': <FinishAssessment />,
      },
    });
    await settle();
    const user = userEvent.setup();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Take StudyStyle Assessment' }));
    mockApi(enrichRoutes());
    await clickAndSettle(user, screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('tab', { name: 'StudyStyle Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Within the 1-hour cache, only the just-submitted flag makes the tab show the new result.
    expect(await screen.findByRole('button', { name: 'StudyStyle Scoring Details' })).toBeVisible();
    expect(callsTo(api, 'GET /api/assessment/progress/u-1')).toHaveLength(1);
  });

  it('should leave by the logo and the back button with the role, restriction and access flag', async () => {
    for (const name of ['Aspire dashboard', 'Back to Dashboard']) {
      const { user, unmount } = await open(undefined, {
        'GET /api/users/u-1/app_role': {
          body: {
            app_role: 'invitee',
            last_team_participation: null,
            restriction_until: '2026-09-01T00:00:00.000Z',
          },
        },
      });
      await clickAndSettle(user, screen.getByRole('button', { name }));
      const location = screen.getByTestId('location');
      expect(location).toHaveTextContent('/dashboard');
      expect(JSON.parse(location.dataset.state ?? '')).toEqual({
        appRole: 'invitee',
        restrictionUntil: '2026-09-01T00:00:00.000Z',
        hasEnrichAccess: true,
      });
      expect(localStorage.getItem('appRole_u-1')).toBe('invitee');
      unmount();
    }
  });

  it('should cache the Enrich+ access flag for 1 hour', async () => {
    localStorage.setItem(
      'dashboard_enrichAccess_u-1',
      JSON.stringify({ value: true, timestamp: Date.now() - 59 * 60 * 1000 }),
    );
    const fresh = await open();
    const checks = (api: ReturnType<typeof mockApi>) =>
      callsTo(api, 'GET /api/assessment/check-access/dashboard_enrich').filter(
        // the route's own access check (docs/product/access.md, "Checked pages") is never cached;
        // the flag's call is
        (c) => !c.url.includes('assessmentType'),
      );
    // One call is the guard's own check of the route; the cached flag made none.
    expect(checks(fresh.api)).toHaveLength(1);
    fresh.unmount();
    localStorage.setItem(
      'dashboard_enrichAccess_u-1',
      JSON.stringify({ value: true, timestamp: Date.now() - 61 * 60 * 1000 }),
    );
    const stale = await open();
    expect(checks(stale.api)).toHaveLength(2);
    expect(
      JSON.parse(localStorage.getItem('dashboard_enrichAccess_u-1') ?? '{}').timestamp,
    ).toBeGreaterThan(Date.now() - 5000);
  });

  it('should go to /login when a call answers 401', async () => {
    await open(undefined, {
      'GET /api/assessment/progress/u-1': { status: 401, body: { error: 'Unauthorized' } },
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('should link the community pages', async () => {
    const { user } = await open();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Social Feed' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/social-feed');
  });
});
