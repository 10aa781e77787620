import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { eqResult } from '@aspire/domain';
import { makeSection } from '../testing/fixtures';
import { signIn } from '../../../../test/sign-in';
import { CareerScoresPage } from './CareerScoresPage';

jest.mock('../../../components/charts');

const LONG = 'A facet label that is clearly longer than fifty characters in total';
const visualizations = {
  careerInterest: makeSection(['Realistic', LONG], [3.5, 4.25], [14, 17], {
    Realistic: 'Hands-on, practical work.',
  }),
  motivation: makeSection(['Intrinsic Motivation', 'Extrinsic Motivation'], [4.5, 3]),
  emotionalIntelligence: makeSection(['Empathy', 'Self-Awareness'], [4, 3], [30, 22]),
};

async function open(state: unknown, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...signIn(), ...routes });
  renderApp({ url: '/career-scores', state, routes: { '/career-scores': <CareerScoresPage /> } });
  await settle();
  return api;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('FutureReady scores screen', () => {
  it('should show the title, subtitle and the sections with data, in order', async () => {
    await open({ sessionId: 's-1', visualizations });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'FutureReady Profile Index',
    );
    expect(screen.getByText('Personalities, Motivations, and Capabilities')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Career Interests & Personality',
      'Intrinsic vs. Extrinsic Motivation',
      'Emotional Intelligence',
    ]);
  });

  it.each([
    ['flat', [4.5, 4.25, 4, 4.5, 3.75, 4.25], true],
    ['spread out', [4.75, 3, 4, 2.5, 3.5, 4], false],
  ])('should show the flat work-values note only under a %s profile', async (_, data, shown) => {
    const values = makeSection(
      [
        'Achievement',
        'Independence',
        'Recognition',
        'Relationships',
        'Support',
        'Working Conditions',
      ],
      data,
    );
    await open({ visualizations: { ...visualizations, valuesWorkPreferences: values } });
    const section = screen.getByRole('region', { name: 'Working Preferences & Values' });
    if (shown) {
      expect(within(section).getByTestId('flat-values-note')).toHaveTextContent(
        'You rated most of these work values about the same, so the top one may not be the one ' +
          'that matters most to you. If you could keep only two, which would they be? Talk about ' +
          'it with someone who knows you.',
      );
    } else {
      expect(within(section).queryByTestId('flat-values-note')).toBeNull();
    }
  });

  it('should chart radar labels cut to 47 characters plus an ellipsis', async () => {
    await open({ visualizations });
    const radar = screen.getByRole('figure', { name: 'Career Interests & Personality chart' });
    expect(within(radar).getByText(`${LONG.slice(0, 47)}...`)).toBeInTheDocument();
  });

  it('should sort the table by average with 1-decimal scores and the facet note row', async () => {
    await open({ visualizations });
    const table = screen.getByRole('table', { name: 'Career Interests & Personality scores' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'FacetAverage ScoreTotal Score',
      `${LONG}4.317.0`,
      'Realistic3.514.0',
      'Hands-on, practical work.',
    ]);
  });

  it('should bold the higher motivation bar and dim the other', async () => {
    await open({ visualizations });
    const chart = screen.getByRole('figure', { name: 'Intrinsic vs. Extrinsic Motivation chart' });
    expect(chart).toHaveAttribute('data-area', 'Career');
    expect(within(chart).getByText('Intrinsic Motivation: 4.5')).toHaveAttribute(
      'data-emphasis',
      'strong',
    );
    expect(within(chart).getByText('Extrinsic Motivation: 3')).toHaveAttribute(
      'data-emphasis',
      'dim',
    );
  });

  // The balanced paragraph appeared for Intrinsic 4.5 vs Extrinsic 2.5.
  it('should not call Intrinsic 4.5 vs Extrinsic 2.5 balanced', async () => {
    await open({
      visualizations: {
        motivation: makeSection(['Intrinsic Motivation', 'Extrinsic Motivation'], [4.5, 2.5]),
      },
    });
    expect(screen.queryByText(/balanced result/)).not.toBeInTheDocument();
    expect(screen.getByTestId('motivation-note')).toHaveTextContent(
      /intrinsic motivation is clearly the stronger/,
    );
  });

  it('should explain a balance when the two are within half a point', async () => {
    await open({
      visualizations: {
        motivation: makeSection(['Intrinsic Motivation', 'Extrinsic Motivation'], [3.5, 3.25]),
      },
    });
    expect(screen.getByTestId('motivation-note')).toHaveTextContent(/balanced result/);
  });

  it("should print the server's EQ ranges for the session's 20 items and mark the student band", async () => {
    // The all-middle student: 3 on each of 20 items, a total of 60 (High on the old 15-item bands).
    await open(
      { visualizations },
      {
        'GET /api/assessment/scores/u-1': {
          body: {
            sessionId: 's-1',
            facets: [],
            visualization: {},
            qualityFlags: [],
            emotionalIntelligence: eqResult(60, 20),
          },
        },
      },
    );
    const bands = screen.getByRole('list', { name: 'Emotional Intelligence bands' });
    expect(
      within(bands).getByText('Your Emotional Intelligence total: 60 of 100 (20 questions)'),
    ).toBeInTheDocument();
    expect(bands.querySelector('[data-band="moderate"]')).toHaveTextContent(
      /^Moderate \(60-79\):.*Your result$/,
    );
    expect(bands.querySelector('[data-band="high"]')).toHaveTextContent(/^High \(80-100\):/);
    expect(bands.querySelector('[data-band="high"]')).not.toHaveTextContent('Your result');
    expect(bands.querySelector('[data-band="low"]')).toHaveTextContent(/^Low \(below 60\):/);
  });

  it('should print no EQ ranges before the server has said which instrument they belong to', async () => {
    await open({ visualizations });
    expect(
      screen.queryByRole('list', { name: 'Emotional Intelligence bands' }),
    ).not.toBeInTheDocument();
  });

  it('should write the navigation state to session storage and send the page view', async () => {
    const api = await open({ visualizations });
    expect(JSON.parse(sessionStorage.getItem('careerVisualizationData_u-1') ?? '')).toEqual(
      visualizations,
    );
    expect(callsTo(api, 'POST /api/analytics/events').map((c) => c.body)).toEqual([
      { type: 'page_view', name: 'FutureReady Profile Index' },
    ]);
  });

  it('should read the session-storage cache after a reload without state', async () => {
    sessionStorage.setItem('careerVisualizationData_u-1', JSON.stringify(visualizations));
    await open(undefined);
    expect(screen.getByRole('heading', { name: 'Emotional Intelligence' })).toBeInTheDocument();
  });

  it('should say the chart data is invalid for a section without labels', async () => {
    await open({
      visualizations: { bigFive: { labels: [], datasets: [{ data: [], totalScores: [] }] } },
    });
    expect(
      screen.getByText(
        'Invalid chart data for Big Five Personality Traits. Please complete the assessment.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No data available for table.')).toBeInTheDocument();
  });

  it('should show the Career error when neither state nor cache has data', async () => {
    await open(undefined);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No visualization data available. Please complete the Career assessment.',
    );
  });

  it("should show 'No visualization data available.' when no section has data", async () => {
    await open({ visualizations: {} });
    expect(screen.getByRole('alert')).toHaveTextContent(/^No visualization data available\.$/);
  });

  it('should close to /dashboard marking it came from career scores', async () => {
    await open({ visualizations });
    await clickAndSettle(userEvent.setup(), screen.getByRole('button', { name: 'Close' }));
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/dashboard');
    expect(JSON.parse(location.dataset.state ?? '')).toEqual({ fromCareerScores: true });
  });

  it('should print 100 ms after Print as PDF', async () => {
    jest.useFakeTimers();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      await open({ visualizations });
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.click(screen.getByRole('button', { name: 'Print as PDF' }));
      jest.advanceTimersByTime(99);
      expect(print).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(print).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
      print.mockRestore();
    }
  });
});
