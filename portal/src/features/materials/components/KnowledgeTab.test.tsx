import type { MaterialSetResponse } from '@aspire/domain';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { callsTo, mockApi, type MockRoute } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { KnowledgeTab } from './KnowledgeTab';

const set = (id: number, subject: string, generationDate: string, provider = 'offline') =>
  ({
    id,
    subject,
    generationDate,
    provider,
    materials: Array.from({ length: 12 }, (_, i) => ({
      id: id * 100 + i,
      title: `${subject} resource ${i + 1}`,
      url: `https://ocw.mit.edu/search/?q=${subject}&n=${i}`,
      completed: false,
    })),
  }) satisfies MaterialSetResponse;

const dateText = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

function routes(overrides: Record<string, MockRoute> = {}): Record<string, MockRoute> {
  localStorage.setItem('token', 'jwt-1');
  localStorage.setItem('userId', 'u-1');
  return {
    'GET /api/users/verify-token': { body: { valid: true, userId: 'u-1', role: 'user' } },
    'GET /api/assessment/top-subjects/u-1': {
      body: { uniReady: ['Physics', 'Mathematics', 'Chemistry'], exploration: ['Astrophysics'] },
    },
    'GET /api/materials/get/u-1': { body: [] },
    'GET /api/materials/last-generation/u-1': { body: { lastGenerationDate: null } },
    'GET /api/assessment/progress/u-1': {
      body: { sessionId: 'l-1', isCompleted: true, lastCompletionDate: daysAgo(3) },
    },
    ...overrides,
  };
}

async function open(overrides: Record<string, MockRoute> = {}, isAdmin = false) {
  const api = mockApi(routes(overrides));
  renderApp({
    url: '/dashboard_enrich',
    routes: { '/dashboard_enrich': <KnowledgeTab userId="u-1" isAdmin={isAdmin} /> },
  });
  await settle();
  return { api, user: userEvent.setup() };
}

async function choose(user: UserEvent, subject: string) {
  await clickAndSettle(
    user,
    screen.getByRole('combobox', { name: 'Select a Top UniReady or Exploration Subject:' }),
  );
  await clickAndSettle(user, screen.getByRole('option', { name: subject }));
}

const generateButton = () => screen.getByRole('button', { name: 'Generate Learning Materials' });

let confirm: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => jest.restoreAllMocks());

describe('Knowledge tab', () => {
  it('should offer the top UniReady and Exploration subjects', async () => {
    const { user } = await open();
    await clickAndSettle(user, screen.getByRole('combobox'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a subject',
      'Physics',
      'Mathematics',
      'Chemistry',
      'Astrophysics',
    ]);
  });

  it('should ask for a subject first', async () => {
    const { api, user } = await open();
    await clickAndSettle(user, generateButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a subject.');
    expect(callsTo(api, 'POST /api/materials/generate')).toHaveLength(0);
  });

  it('should disable Generate within 6 months of the last set, with the rule and both dates beside it', async () => {
    const last = daysAgo(10);
    const next = new Date(new Date(last).getTime() + 15_552_000_000).toISOString();
    const { api } = await open({
      'GET /api/materials/last-generation/u-1': { body: { lastGenerationDate: last } },
    });
    expect(generateButton()).toBeDisabled();
    expect(generateButton()).toHaveAccessibleDescription(
      `Learning materials can be generated once every 6 months. Last generated on ${dateText(last)}. Try again after ${dateText(next)}.`,
    );
    expect(confirm).not.toHaveBeenCalled();
    expect(callsTo(api, 'POST /api/materials/generate')).toHaveLength(0);
  });

  it('should say StudyStyle comes first before any confirmation, even inside the 6 months', async () => {
    await open({
      'GET /api/assessment/progress/u-1': { status: 404, body: { error: 'Not found' } },
      'GET /api/materials/last-generation/u-1': { body: { lastGenerationDate: daysAgo(10) } },
    });
    expect(generateButton()).toBeDisabled();
    expect(generateButton()).toHaveAccessibleDescription(
      'Complete the StudyStyle assessment to generate learning materials.',
    );
    expect(confirm).not.toHaveBeenCalled();
  });

  it('should show each material as a card with its checkbox beside the link on a phone', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    const { user } = await open({
      'GET /api/materials/get/u-1': { body: [set(1, 'Physics', '2025-01-10T10:00:00.000Z')] },
      'PATCH /api/materials/items/100': { body: { id: 100, completed: true } },
    });
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Learning materials' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(12);
    expect(within(cards[0]).getByRole('link', { name: 'Physics resource 1' })).toBeInTheDocument();
    await clickAndSettle(
      user,
      within(cards[0]).getByRole('checkbox', { name: 'Completed: Physics resource 1' }),
    );
    expect(within(cards[0]).getByRole('checkbox')).toBeChecked();
    window.matchMedia = original;
  });

  it('should confirm, generate, save, fetch and show the new set with its writer', async () => {
    let stored: MaterialSetResponse[] = [];
    const made = set(1, 'Mathematics', new Date().toISOString(), 'openai-compatible');
    const { api, user } = await open({
      'GET /api/materials/get/u-1': () => ({ body: stored }),
      'POST /api/materials/generate': () => {
        stored = [made];
        return { status: 201, body: made };
      },
      'POST /api/materials/save': { status: 201, body: { message: 'saved' } },
    });
    await choose(user, 'Mathematics');
    await clickAndSettle(user, generateButton());
    expect(confirm).toHaveBeenCalledWith(
      expect.stringMatching(/^Learning materials can be generated once every 6 months\./),
    );
    const [request] = callsTo(api, 'POST /api/materials/generate');
    expect(request.body).toEqual({
      userId: 'u-1',
      payload: { subject: 'Mathematics', prompt: expect.stringContaining('12') },
    });
    expect(callsTo(api, 'POST /api/materials/save')[0]?.body).toMatchObject({
      userId: 'u-1',
      subject: 'Mathematics',
      generationDate: made.generationDate,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your learning materials for Mathematics are ready.',
    );
    const table = screen.getByRole('table', { name: 'Learning materials' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Selected Subject', 'Learning Material', 'Completed']);
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('link', { name: 'Mathematics resource 1' })).toHaveAttribute(
      'href',
      made.materials[0].url,
    );
    expect(screen.getByText('Showing list 1 of 1')).toBeInTheDocument();
    expect(screen.getByTestId('materials-credit')).toHaveTextContent(/^powered by xAI$/);
  });

  it('should do nothing when the student cancels the confirmation', async () => {
    confirm.mockReturnValue(false);
    const { api, user } = await open();
    await choose(user, 'Physics');
    await clickAndSettle(user, generateButton());
    expect(callsTo(api, 'POST /api/materials/generate')).toHaveLength(0);
  });

  it.each([
    [
      {
        status: 403,
        body: {
          error:
            'Learning materials can be generated once every 6 months. Last generated on 2026-03-01. Try again after 2026-08-28.',
        },
      },
      'Learning materials can be generated once every 6 months. Last generated on 2026-03-01. Try again after 2026-08-28.',
    ],
    [
      {
        status: 403,
        body: { error: 'Complete the StudyStyle assessment to generate learning materials.' },
      },
      'Complete the StudyStyle assessment to generate learning materials.',
    ],
  ])('should show what the server refused with', async (reply, message) => {
    const { user } = await open({ 'POST /api/materials/generate': reply });
    await choose(user, 'Physics');
    await clickAndSettle(user, generateButton());
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('should say when saving the new set fails', async () => {
    const made = set(1, 'Physics', new Date().toISOString());
    const first = await open({
      'POST /api/materials/generate': { status: 201, body: made },
      'POST /api/materials/save': { status: 500, body: { error: 'boom' } },
    });
    await choose(first.user, 'Physics');
    await clickAndSettle(first.user, generateButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save learning materials.');
  });

  it('should say when the new set cannot be fetched', async () => {
    let calls = 0;
    const made = set(1, 'Physics', new Date().toISOString());
    const { user } = await open({
      'GET /api/materials/get/u-1': () => (++calls > 1 ? { status: 500, body: {} } : { body: [] }),
      'POST /api/materials/generate': { status: 201, body: made },
      'POST /api/materials/save': { status: 201, body: { message: 'saved' } },
    });
    await choose(user, 'Physics');
    await clickAndSettle(user, generateButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to fetch newly generated materials.',
    );
  });

  it('should ask for a sign-in when the token is gone', async () => {
    const { api, user } = await open();
    await choose(user, 'Physics');
    localStorage.removeItem('token');
    await clickAndSettle(user, generateButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No authentication token found. Please log in again.',
    );
    expect(callsTo(api, 'POST /api/materials/generate')).toHaveLength(0);
  });

  it('should page the groups by generation date and subject, newest first', async () => {
    const { user } = await open({
      'GET /api/materials/get/u-1': {
        body: [
          set(1, 'Physics', '2025-01-10T10:00:00.000Z'),
          set(2, 'Chemistry', '2025-09-01T10:00:00.000Z'),
        ],
      },
    });
    expect(screen.getByText('Showing list 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chemistry resource 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous list' })).toBeDisabled();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Next list' }));
    expect(screen.getByText('Showing list 2 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: 'Physics' })).toHaveLength(12);
    expect(
      screen.getAllByRole('cell', { name: dateText('2025-01-10T10:00:00.000Z') }),
    ).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Next list' })).toBeDisabled();
    expect(screen.getByTestId('materials-credit')).toHaveTextContent(/offline catalogue/);
  });

  it('should tick a material on the server and in this browser, and put it back when refused', async () => {
    let ok = true;
    const { api, user } = await open({
      'GET /api/materials/get/u-1': { body: [set(1, 'Physics', '2025-01-10T10:00:00.000Z')] },
      'PATCH /api/materials/items/103': (req) =>
        ok
          ? { body: { id: 103, completed: (req.body as { completed: boolean }).completed } }
          : { status: 500, body: {} },
    });
    const box = () => screen.getByRole('checkbox', { name: 'Completed: Physics resource 4' });
    await clickAndSettle(user, box());
    expect(box()).toBeChecked();
    expect(callsTo(api, 'PATCH /api/materials/items/103')[0]?.body).toEqual({
      userId: 'u-1',
      completed: true,
    });
    expect(JSON.parse(localStorage.getItem('materialsCompleted_u-1') ?? '{}')).toEqual({
      '103': true,
    });
    ok = false;
    await clickAndSettle(user, box());
    expect(box()).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Your tick could not be saved.');
    expect(JSON.parse(localStorage.getItem('materialsCompleted_u-1') ?? '{}')).toEqual({
      '103': true,
    });
  });

  it("should generate an admin's first set automatically when none exists", async () => {
    const made = set(5, 'Physics', new Date().toISOString());
    let stored: MaterialSetResponse[] = [];
    const { api } = await open(
      {
        'GET /api/materials/get/u-1': () => ({ body: stored }),
        'POST /api/materials/generate/u-1': () => {
          stored = [made];
          return { status: 201, body: made };
        },
      },
      true,
    );
    await settle();
    expect(callsTo(api, 'POST /api/materials/generate/u-1')).toHaveLength(1);
    expect(callsTo(api, 'POST /api/materials/generate/u-1')[0].body).toMatchObject({
      subject: 'Physics',
    });
    expect(await screen.findByRole('link', { name: 'Physics resource 1' })).toBeInTheDocument();
  });
});
