import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, type MockRoute } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { ConsultantProfilePage } from './ConsultantProfilePage';

const profile = {
  userId: 'c-1',
  username: 'ms_physics',
  headline: 'Physics mentor',
  bio: 'Former engineer.',
  subjects: ['Physics'],
  contact: 'Room 12, Tuesdays',
  updated_at: '2026-02-01T10:00:00.000Z',
};

async function open(role: string, overrides: Record<string, MockRoute> = {}) {
  localStorage.setItem('token', 'jwt-1');
  localStorage.setItem('userId', 'u-1');
  const api = mockApi({
    'GET /api/users/verify-token': { body: { valid: true, userId: 'u-1', role } },
    'POST /api/analytics/events': { status: 201, body: {} },
    ...overrides,
  });
  renderApp({
    url: '/consultant-profile',
    routes: { '/consultant-profile': <ConsultantProfilePage role={role} /> },
  });
  await settle();
  return { api, user: userEvent.setup() };
}

beforeEach(() => localStorage.clear());

describe('Consultant profile (docs/decisions/0034)', () => {
  it('should show a student the matching consultants and how to reach them', async () => {
    await open('user', {
      'GET /api/consultants': { body: { consultants: [profile], matchedOn: ['Physics', 'Law'] } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Subject Consultants' })).toBeVisible();
    expect(screen.getByText('Consultants of your school for Physics, Law.')).toBeVisible();
    const card = screen.getByRole('article', { name: 'ms_physics' });
    expect(card).toHaveTextContent('Physics mentor');
    expect(card).toHaveTextContent('How to reach me: Room 12, Tuesdays');
  });

  it('should tell a student without results what to do first', async () => {
    await open('user', { 'GET /api/consultants': { body: { consultants: [], matchedOn: [] } } });
    expect(
      screen.getByText(
        'Complete the UniReady assessment to find consultants for your top subjects.',
      ),
    ).toBeVisible();
  });

  it('should let a consultant edit their profile, checked before it is sent', async () => {
    const { api, user } = await open('subject_consultant', {
      'GET /api/consultants/me': {
        body: { profile: { ...profile, contact: '' }, subjectOptions: ['Physics', 'Law'] },
      },
      'PUT /api/consultants/me': (req) => ({ body: { ...profile, ...(req.body as object) } }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Consultant Profile' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Headline' })).toHaveValue('Physics mentor');
    await clickAndSettle(user, screen.getByRole('button', { name: 'Save Profile' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please say how students can reach you.');
    expect(callsTo(api, 'PUT /api/consultants/me')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'How students can reach you' }), 'Room 4');
    await clickAndSettle(user, screen.getByRole('button', { name: 'Save Profile' }));
    expect(callsTo(api, 'PUT /api/consultants/me')[0]?.body).toEqual({
      headline: 'Physics mentor',
      bio: 'Former engineer.',
      subjects: ['Physics'],
      contact: 'Room 4',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your profile is saved.');
  });
});
