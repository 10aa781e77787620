// Renders an assessment screen behind the real session provider, with the API mocked at fetch.
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { mockApi, type MockRoute } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';
import { AssessmentPage } from './components/AssessmentPage';
import { USER_ID } from './testing/fixtures';
import type { AssessmentType } from './types';

/** Where the screen went, with its navigation state. */
function NavigationProbe() {
  const location = useLocation();
  return (
    <pre data-testid="navigation">
      {JSON.stringify({ path: location.pathname, state: location.state as unknown })}
    </pre>
  );
}

export const navigation = () =>
  JSON.parse(screen.getByTestId('navigation').textContent ?? '{}') as {
    path: string;
    state: Record<string, unknown> | null;
  };

export function renderAssessment(
  type: AssessmentType,
  routes: Record<string, MockRoute | 'network-error'>,
  { isAdmin = false } = {},
) {
  localStorage.setItem('token', 'jwt-1');
  localStorage.setItem('userId', USER_ID);
  const api = mockApi({
    'GET /api/users/verify-token': {
      body: { valid: true, userId: USER_ID, role: isAdmin ? 'admin' : 'user' },
    },
    'POST /api/assessment/submit-batch': { body: { message: 'ok', submitted: 1 } },
    'POST /api/assessment/save-progress': { body: { message: 'ok' } },
    'POST /api/analytics/events': { status: 201, body: {} },
    ...routes,
  });
  const probe = <NavigationProbe />;
  renderApp({
    url: '/assessment',
    routes: {
      '/assessment': <AssessmentPage type={type} isAdmin={isAdmin} />,
      '/dashboard': probe,
      '/dashboard_enrich': probe,
      '/login': probe,
    },
  });
  return api;
}

/** The stored entry of the test user, parsed. */
export const stored = (prefix: string, name: string): unknown => {
  const text = localStorage.getItem(`${prefix}${USER_ID}${name}`);
  return text === null ? null : (JSON.parse(text) as unknown);
};
