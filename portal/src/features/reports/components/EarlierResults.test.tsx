import type { NormsResponse } from '@aspire/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { clickAndSettle, settle } from '../../../testing/settle';
import { signIn } from '../../../../test/sign-in';
import { makeSection } from '../testing/fixtures';
import { CareerScoresPage } from './CareerScoresPage';

jest.mock('../../../components/charts');

const visualizations = { careerInterest: makeSection(['Realistic', 'Social'], [4.5, 3], [18, 12]) };
const facet = (name: string, average: number) => ({
  facet: name,
  category: 'FutureReady',
  average,
  sem: 0.3,
  band: null,
  group: null,
  reason: 'Not compared yet.',
});
const norms: NormsResponse = {
  session_id: 'new',
  min_respondents: 100,
  message: 'No comparison is available yet.',
  facets: [facet('Realistic', 4.5), facet('Social', 3)],
  retake: {
    session_id: 'old',
    completed_at: '2026-05-12T09:00:00.000Z',
    facets: [
      { facet: 'Realistic', before: 2, after: 4.5, rci: 5.9, direction: 'up' },
      { facet: 'Social', before: 3.25, after: 3, rci: -0.6, direction: 'none' },
    ],
  },
};
const earlier = {
  sessionId: 'old',
  facets: [
    { _id: 'Realistic', category: 'FutureReady', averageScore: 2, totalScore: 8, count: 4 },
    { _id: 'Social', category: 'FutureReady', averageScore: 3.25, totalScore: 13, count: 4 },
  ],
  visualization: {},
};

async function open() {
  const api = mockApi({
    ...signIn(),
    'GET /api/assessment/norms/u-1': { body: norms },
    'GET /api/assessment/scores/u-1': { body: earlier },
    'DELETE /api/assessment/history/u-1/old': {
      body: { message: 'Earlier results deleted', deletedAnswers: 8, deletedSessions: 1 },
    },
  });
  renderApp({
    url: '/career-scores',
    state: { sessionId: 'new', visualizations },
    routes: { '/career-scores': <CareerScoresPage /> },
  });
  await settle();
  return api;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('a retake on the report', () => {
  it('says per area, in plain words, whether the change is beyond measurement error', async () => {
    await open();
    expect(
      screen.getByRole('heading', { name: 'Since your earlier results (May 2026)' }),
    ).toBeInTheDocument();
    const lines = within(screen.getByTestId('retake-changes')).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      'Realistic: 2.0 then, 4.5 now. Clearly higher: the change is larger than measurement error.',
      'Social: 3.3 then, 3.0 now. This difference is within measurement error, so it may not be a real change.',
    ]);
  });

  it('opens the earlier results beside the new report', async () => {
    const api = await open();
    const button = screen.getByRole('button', { name: 'Your earlier results (May 2026)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await clickAndSettle(userEvent.setup(), button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(callsTo(api, 'GET /api/assessment/scores/u-1').map((c) => c.url)).toContain(
      '/api/assessment/scores/u-1?assessmentType=Career&sessionId=old',
    );
    const rows = screen.getAllByTestId('earlier-row').map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ['Realistic', '2.0', '8'],
      ['Social', '3.3', '13'],
    ]);
  });

  it('deletes the earlier results from the account after a confirmation', async () => {
    const api = await open();
    await clickAndSettle(
      userEvent.setup(),
      screen.getByRole('button', { name: 'Your earlier results (May 2026)' }),
    );
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false);
    await clickAndSettle(
      userEvent.setup(),
      screen.getByRole('button', { name: 'Delete these earlier results' }),
    );
    expect(callsTo(api, 'DELETE /api/assessment/history/u-1/old')).toHaveLength(0);
    confirm.mockReturnValueOnce(true);
    await clickAndSettle(
      userEvent.setup(),
      screen.getByRole('button', { name: 'Delete these earlier results' }),
    );
    expect(confirm).toHaveBeenLastCalledWith(
      'Delete these earlier results from your account? Your current result stays.',
    );
    expect(callsTo(api, 'DELETE /api/assessment/history/u-1/old')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Earlier results deleted');
    confirm.mockRestore();
  });
});
