import { screen } from '@testing-library/react';
import { mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render';
import { AccessPage } from './AccessPage';

jest.mock('../components/charts');

const access = { role: 'user', isAdmin: false };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('token', 'jwt-1');
  localStorage.setItem('userId', 'u-1');
  mockApi({
    'GET /api/users/verify-token': { body: { valid: true, userId: 'u-1', role: 'user' } },
    'POST /api/analytics/events': { status: 201, body: {} },
  });
});

describe('AccessPage', () => {
  it.each([
    ['subject-scores', 'UniReady Subject Scores'],
    ['career-scores', 'FutureReady Profile Index'],
    ['learning-scores', 'StudyStyle Profile Index'],
  ])('should serve /%s with its report screen', async (route, heading) => {
    renderApp({
      url: `/${route}`,
      routes: {
        [`/${route}`]: <AccessPage route={route} title="x" receives="isAdmin" access={access} />,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['dashboard_enrich', 'isAdmin', 'Enrich+'],
    ['social-feed', 'role', 'Social Feed'],
    ['consultant-profile', 'role', 'Subject Consultants'],
  ] as const)('should serve /%s with its page', async (route, receives, heading) => {
    renderApp({
      url: `/${route}`,
      routes: {
        [`/${route}`]: <AccessPage route={route} title="x" receives={receives} access={access} />,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('should keep a placeholder for routes not built yet', async () => {
    renderApp({
      url: '/past-challenges',
      routes: {
        '/past-challenges': (
          <AccessPage
            route="past-challenges"
            title="Past Challenges"
            receives="isAdmin"
            access={access}
          />
        ),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Past Challenges' })).toBeInTheDocument();
  });
});
