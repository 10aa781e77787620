import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildInsightsPrompt, partIISubjects, type VisualizationSection } from '@aspire/domain';
import { callsTo, mockApi, type MockReply, type MockRoute } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { InsightsTab } from './InsightsTab';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const RECENT = '2026-02-01T12:00:00.000Z';
const TEXT = 'Consider **Astrophysics** and **Data Science**.\n- Visit an open day';

const facet = (id: string, averageScore: number, category?: string) => ({
  _id: id,
  averageScore,
  totalScore: averageScore * 3,
  count: 3,
  taxonomy: [],
  facetNote: null,
  ...(category ? { category } : {}),
});
const subject = {
  sessionId: 'subject-1',
  facets: [
    facet('Natural Sciences & Mathematics', 5, 'Part I'),
    facet('Physics', 5, 'Part II'),
    facet('Mathematics', 4, 'Part II'),
    facet('Chemistry', 3, 'Part II'),
  ],
  visualization: null,
};
const section = (labels: string[], data: number[]): VisualizationSection => ({
  labels,
  datasets: [{ data, totalScores: data, facetNote: {} }],
});
const career = {
  sessionId: 'career-1',
  facets: [],
  visualization: {
    careerInterest: section(['Realistic', 'Investigative', 'Artistic'], [2, 4.5, 4]),
    bigFive: section(['Openness'], [4.5]),
  },
};
const part3 = {
  sessionId: 'p3-1',
  facets: [facet('Astrophysics', 4.5, 'Part III')],
  visualization: null,
};

type Setup = {
  stored?: MockRoute;
  generate?: MockRoute;
  /** GET /api/insights/prompt: the server's prompt, built from the scores above by default */
  profile?: MockReply;
  isAdmin?: boolean;
  userId?: string;
};

function setup({
  stored = {
    status: 404,
    body: {
      error: 'You have not generated your insights yet. Press Generate Insights to get yours.',
    },
  },
  generate,
  profile = {
    body: {
      prompt: buildInsightsPrompt({
        subjects: partIISubjects(subject.facets),
        explorationSubjects: part3.facets,
        career: career.visualization,
      }),
    },
  },
  isAdmin = false,
  userId = 'u-1',
}: Setup = {}) {
  const api = mockApi({
    'GET /api/insights/u-1': stored,
    'GET /api/insights/prompt/u-1': profile,
    'POST /api/insights/generate': generate ?? {
      body: { insights: TEXT, generationDate: NOW.toISOString(), provider: 'openai-compatible' },
    },
    'POST /api/insights/save': { body: { message: 'Insights saved.' } },
  });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderApp({
    url: '/dashboard',
    routes: { '/dashboard': <InsightsTab userId={userId} isAdmin={isAdmin} /> },
  });
  return { api, user };
}

/** MUI dialogs hide the page until their closing transition ends. */
const closeTransition = () => settle(() => jest.advanceTimersByTimeAsync(300));

const generateButton = () => screen.getByRole('button', { name: 'Generate Insights' });

async function generateInsights(user: ReturnType<typeof userEvent.setup>) {
  await settle();
  await clickAndSettle(user, generateButton());
  await clickAndSettle(
    user,
    within(screen.getByRole('dialog')).getByRole('button', { name: 'Generate' }),
  );
  await closeTransition();
}

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => jest.useRealTimers());

describe('InsightsTab', () => {
  it('should show stored insights framed with bold, the offline label, and lock generation until the date', async () => {
    setup({ stored: { body: { insights: TEXT, generationDate: RECENT, provider: 'offline' } } });
    const text = await screen.findByTestId('insights-text');
    expect(within(text).getByText('Astrophysics').tagName).toBe('STRONG');
    expect(within(text).getByText('Visit an open day').tagName).toBe('LI');
    expect(screen.getByTestId('insights-credit')).toHaveTextContent(
      /^Written by Aspire's offline guidance generator from your scores$/,
    );
    expect(screen.queryByText('powered by xAI')).toBeNull();
    await settle();
    expect(generateButton()).toBeDisabled();
    expect(screen.getByTestId('insights-lock')).toHaveTextContent(
      'You generated these insights on 1 February 2026. You can generate new insights on 31 July 2026.',
    );
  });

  it('should let an admin generate again despite a recent date', async () => {
    setup({
      stored: { body: { insights: TEXT, generationDate: RECENT, provider: 'offline' } },
      isAdmin: true,
    });
    await screen.findByTestId('insights-text');
    await settle();
    expect(generateButton()).toBeEnabled();
    expect(screen.queryByTestId('insights-lock')).toBeNull();
  });

  it("should confirm with the lift date, generate from the profile prompt, save, and open What's Next?", async () => {
    const { api, user } = setup();
    expect(await screen.findByTestId('insights-empty')).toHaveTextContent(
      'You have not generated your insights yet. Press Generate Insights to get yours.',
    );
    await settle();
    await clickAndSettle(user, generateButton());
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Insights can be generated once every 6 months. If you generate them now, you can generate new insights again on 28 August 2026.',
    );
    await clickAndSettle(
      user,
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Generate' }),
    );

    const [generate] = callsTo(api, 'POST /api/insights/generate');
    expect(generate?.body).toEqual({ userId: 'u-1', prompt: expect.any(String) });
    const prompt = (generate?.body as { prompt: string }).prompt;
    expect(prompt).toContain('Top UniReady subjects: Physics 5.0, Mathematics 4.0\n');
    expect(prompt).toContain('Top Subject Exploration areas: Astrophysics 4.5\n');
    expect(prompt).toContain('Career interests (RIASEC, Holland code IAR): Investigative 4.5');
    expect(callsTo(api, 'POST /api/insights/save').map((c) => c.body)).toEqual([
      { userId: 'u-1', insights: TEXT, generationDate: NOW.toISOString() },
    ]);
    expect(within(screen.getByTestId('insights-text')).getByText('Data Science').tagName).toBe(
      'STRONG',
    );
    expect(screen.getByTestId('insights-credit')).toHaveTextContent(/^powered by xAI$/);
    expect(screen.getByRole('dialog', { name: "What's Next?" })).toBeInTheDocument();
  });

  it('should show the prerequisites message and not offer generation without FutureReady', async () => {
    setup({ profile: { body: { prompt: null } } });
    expect(await screen.findByTestId('insights-prerequisites')).toHaveTextContent(
      'Complete both UniReady and FutureReady assessments to generate insights.',
    );
    expect(generateButton()).toBeDisabled();
    // Only the notice; nothing to find, copy or ask about.
    await settle();
    expect(
      screen.queryByText(
        'You have not generated your insights yet. Press Generate Insights to get yours.',
      ),
    ).toBeNull();
    expect(screen.queryByTestId('insights-empty')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy Insights' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ask Grok' })).toBeDisabled();
  });

  const PREREQ = 'Complete both UniReady and FutureReady assessments to generate insights.';
  it.each([
    { expected: PREREQ, generate: { status: 403, body: { error: PREREQ } } },
    {
      expected: 'Rate limit exceeded. Please try again later.',
      generate: { status: 429, body: { error: 'Rate limit exceeded. Please try again later.' } },
    },
    {
      expected: 'Failed to generate insights: AI provider failed.',
      generate: { status: 502, body: { error: 'AI provider failed.' } },
    },
    { expected: 'Invalid or empty response from backend', generate: { body: { insights: '   ' } } },
  ])('should show "$expected" when generating fails', async ({ generate, expected }) => {
    const { api, user } = setup({ generate });
    await generateInsights(user);
    expect(screen.getByTestId('insights-message')).toHaveTextContent(expected);
    expect(callsTo(api, 'POST /api/insights/save')).toHaveLength(0);
  });

  it('should load the stored insights instead when the server answers the 6-month lock', async () => {
    let stored = 0;
    const { user } = setup({
      stored: () =>
        ++stored === 1
          ? {
              status: 404,
              body: {
                error:
                  'You have not generated your insights yet. Press Generate Insights to get yours.',
              },
            }
          : {
              body: {
                insights: 'Earlier **insights**',
                generationDate: RECENT,
                provider: 'offline',
              },
            },
      generate: {
        status: 403,
        body: { error: 'Insights was last generated within the past 6 months.' },
      },
    });
    await generateInsights(user);
    expect(screen.getByTestId('insights-message')).toHaveTextContent(
      'Insights was last generated within the past 6 months.',
    );
    expect(within(screen.getByTestId('insights-text')).getByText('insights').tagName).toBe(
      'STRONG',
    );
    expect(generateButton()).toBeDisabled();
  });

  it('should give up after 20 seconds', async () => {
    const { user } = setup({ generate: () => new Promise(() => undefined) });
    await generateInsights(user);
    expect(screen.getByRole('status')).toHaveTextContent('Generating your insights');
    await settle(() => jest.advanceTimersByTimeAsync(19_600));
    expect(screen.queryByTestId('insights-message')).toBeNull();
    await settle(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByTestId('insights-message')).toHaveTextContent(
      'Failed to generate insights: The request timed out after 20 seconds. Please try again.',
    );
  });

  it.each([
    [401, 'Authentication failed. Please log in again.'],
    [500, 'Failed to fetch insights from the server. Please try again.'],
  ])('should explain a failed load (%i)', async (status, expected) => {
    setup({ stored: { status, body: { error: 'x' } } });
    expect(await screen.findByTestId('insights-fetch-error')).toHaveTextContent(expected);
  });

  it('should ask to log in without a user id', () => {
    setup({ userId: '' });
    expect(screen.getByTestId('insights-message')).toHaveTextContent(
      'User not authenticated. Please log in.',
    );
  });
});

describe('InsightsTab sharing', () => {
  it('should refuse to copy when there is nothing to share, and copy the insights otherwise', async () => {
    const { user } = setup();
    await settle();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Copy Insights' }));
    expect(screen.getByTestId('share-message')).toHaveTextContent('No insights available to share');
    await generateInsights(user);
    await clickAndSettle(user, screen.getByRole('button', { name: 'Got it' }));
    await closeTransition();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Copy Insights' }));
    // Readable text, not markdown.
    expect(await navigator.clipboard.readText()).toBe(
      'Consider Astrophysics and Data Science.\n• Visit an open day',
    );
    expect(screen.getByTestId('share-message')).toHaveTextContent('Insights copied to clipboard.');
  });

  it('should copy the prompt and open Grok in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = setup();
    await settle();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Ask Grok' }));
    expect(await navigator.clipboard.readText()).toMatch(
      /^Student profile from psychometric assessments/,
    );
    expect(open).toHaveBeenCalledWith('https://grok.com', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('should show the prompt for copying by hand when the clipboard refuses', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await settle();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Ask Grok' }));
    expect(screen.getByTestId('share-message')).toHaveTextContent(
      'Failed to copy prompt. Please copy it manually and paste into Grok.',
    );
    expect((screen.getByLabelText('Your prompt') as HTMLTextAreaElement).value).toContain(
      'Top UniReady subjects: Physics 5.0',
    );
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});
