import type { RawAnswerRow } from '@aspire/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, type MockRequest } from '../../../testing/mock-api';
import { clickAndSettle, settle } from '../../../testing/settle';
import { subjectBank, USER_ID } from '../testing/fixtures';
import { navigation, renderAssessment } from '../test-render';

const row = (facet: string, score: number): RawAnswerRow => ({
  category: 'Part II',
  sub_category: 'Any',
  facet,
  facet_note: null,
  score,
  taxonomy: ['Part III'],
});
// Computer Science 5, Music 4, Data Science 2 → top facets Computer Science and Music.
const PART_II_ROWS = [row('Computer Science', 5), row('Music', 4), row('Data Science', 2)];

const PART_II_DONE = {
  sessionId: 'part2-session',
  isCompleted: true,
  lastCompletionDate: '2025-01-01T00:00:00.000Z',
};

/** Progress answers per assessmentType (the mock ignores the query string). */
const progress =
  (subject: { status?: number; body: object }) =>
  ({ url }: MockRequest) =>
    url.includes('assessmentType=SubjectPart3')
      ? { status: 404, body: { error: 'Not found' } }
      : subject;

const ROUTES = {
  'GET /api/questions': { body: subjectBank() },
  [`GET /api/assessment/progress/${USER_ID}`]: progress({ body: PART_II_DONE }),
  [`GET /api/assessment/visualizations/${USER_ID}`]: { body: PART_II_ROWS },
};

let alertSpy: jest.SpyInstance;
let confirmSpy: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  confirmSpy = jest.spyOn(window, 'confirm').mockImplementation(() => true);
});
afterEach(() => {
  alertSpy.mockRestore();
  confirmSpy.mockRestore();
});

describe('Advanced Subject Exploration screen', () => {
  it('should ask the Part III questions of the top Part II facets and submit them', async () => {
    const api = renderAssessment('SubjectPart3', ROUTES);
    await screen.findByTestId('question-text');
    expect(callsTo(api, `GET /api/assessment/visualizations/${USER_ID}`)[0].url).toBe(
      `/api/assessment/visualizations/${USER_ID}?sessionId=part2-session&assessmentType=Subject`,
    );
    expect(screen.getByTestId('overall-progress')).toHaveTextContent('0 of 3 questions answered');
    const user = userEvent.setup();
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      seen.push(screen.getByTestId('question-text').textContent ?? '');
      await user.click(screen.getByRole('radio', { name: 'Agree' }));
      if (i < 2) await user.click(screen.getByRole('button', { name: 'Next question' }));
    }
    expect(seen.sort()).toEqual([
      'I would compose music.',
      'I would design AI systems.',
      'I would secure networks.',
    ]);
    const order = localStorage.getItem(`subjectPart3Assessment${USER_ID}Questions`);
    expect(order).not.toBeNull();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Submit' }));
    expect(callsTo(api, 'POST /api/assessment/submit-batch')[0].body).toMatchObject({
      assessmentType: 'SubjectPart3',
    });
    expect(callsTo(api, 'POST /api/assessment/save-progress')[0].body).toMatchObject({
      assessmentType: 'SubjectPart3',
      topFacets: ['Computer Science', 'Music'],
    });
    expect(navigation()).toMatchObject({
      path: '/dashboard',
      state: { justSubmittedSubjectPart3: true },
    });
  });

  it('should carry fromSubjectPart3Scores and the session id when left by the cross', async () => {
    renderAssessment('SubjectPart3', ROUTES);
    await screen.findByTestId('question-text');
    const sessionId = localStorage.getItem(`subjectPart3Assessment${USER_ID}SessionId`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(navigation()).toEqual({
      path: '/dashboard',
      state: { fromSubjectPart3Scores: true, sessionId },
    });
  });

  it.each([
    [
      'Part II is not finished',
      { [`GET /api/assessment/progress/${USER_ID}`]: progress({ status: 404, body: {} }) },
      'Please complete Part II before proceeding to Part III.',
    ],
    [
      'the Part II session cannot be read',
      { [`GET /api/assessment/progress/${USER_ID}`]: progress({ status: 500, body: {} }) },
      'Failed to load Part II session. Please complete Part II first.',
    ],
    [
      'the Part II answers cannot be read',
      { [`GET /api/assessment/visualizations/${USER_ID}`]: { status: 500, body: {} } },
      'Failed to load Part II results. Please complete Part II first.',
    ],
    [
      'the Part II session has no Part II answer',
      { [`GET /api/assessment/visualizations/${USER_ID}`]: { body: [] } },
      'Failed to load Part II results. Please complete Part II first.',
    ],
  ])('should alert and go to /dashboard when %s', async (_, routes, message) => {
    renderAssessment('SubjectPart3', { ...ROUTES, ...routes });
    await settle();
    await screen.findByTestId('navigation');
    expect(alertSpy).toHaveBeenCalledWith(message);
    expect(navigation().path).toBe('/dashboard');
  });
});
