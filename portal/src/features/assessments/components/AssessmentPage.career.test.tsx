import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo } from '../../../testing/mock-api';
import { clickAndSettle } from '../../../testing/settle';
import { careerBank, USER_ID } from '../testing/fixtures';
import { navigation, renderAssessment, stored } from '../test-render';

const NO_PROGRESS = { status: 404, body: { error: 'No progress found' } };
const ROUTES = {
  'GET /api/questions': { body: careerBank() },
  [`GET /api/assessment/progress/${USER_ID}`]: NO_PROGRESS,
};
const KEY = 'careerAssessment';

function storeProgress(questions: number[], answers: Record<string, string>, index: number) {
  localStorage.setItem(`${KEY}${USER_ID}SessionId`, 'stored-session');
  localStorage.setItem(`${KEY}${USER_ID}Questions`, JSON.stringify(questions));
  localStorage.setItem(`${KEY}${USER_ID}Answers`, JSON.stringify(answers));
  localStorage.setItem(`${KEY}${USER_ID}Order`, JSON.stringify(Object.keys(answers).map(Number)));
  localStorage.setItem(`${KEY}${USER_ID}Index`, String(index));
}

const questionText = () => screen.getByTestId('question-text').textContent;
// The options are one radio group named by the question.
const pressed = () =>
  within(screen.getByRole('radiogroup', { name: questionText() ?? '' }))
    .getAllByRole('radio', { checked: true })
    .map((radio) => radio.getAttribute('value'));

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

describe('FutureReady assessment screen', () => {
  it('should resume stored progress at the same question with the same answers', async () => {
    storeProgress([3, 4, 1, 2], { '3': 'Agree', '4': 'Disagree' }, 1);
    renderAssessment('Career', ROUTES);
    expect(screen.getByText('Loading questions...')).toBeInTheDocument();
    expect(await screen.findByTestId('question-text')).toHaveTextContent('I keep my desk tidy.');
    expect(pressed()).toEqual(['Disagree']);
    expect(screen.getByTestId('overall-progress')).toHaveTextContent('2 of 4 questions answered');
    // Per sub-category (both Big Five items answered), not the overall count again.
    expect(screen.getByTestId('category-progress')).toHaveTextContent('Progress: 2 / 2 questions');
    expect(screen.getByTestId('question-subcategory')).toHaveTextContent(
      'Big Five Personality Traits',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Previous question' }));
    expect(questionText()).toBe('I plan my week.');
    expect(pressed()).toEqual(['Agree']);
    expect(localStorage.getItem(`${KEY}${USER_ID}SessionId`)).toBe('stored-session');
  });

  it('should start a new session when the stored order mixes sub-categories', async () => {
    storeProgress([1, 3, 2, 4], { '1': 'Agree' }, 1);
    renderAssessment('Career', ROUTES);
    await screen.findByTestId('question-text');
    expect(screen.getByTestId('overall-progress')).toHaveTextContent('0 of 4 questions answered');
    expect(localStorage.getItem(`${KEY}${USER_ID}SessionId`)).not.toBe('stored-session');
    const order = stored(KEY, 'Questions') as number[];
    const firstGroup = order.slice(0, 2).sort();
    expect([
      [1, 2],
      [3, 4],
    ]).toContainEqual(firstGroup);
  });

  it('should require an answer for Next, then submit and go to /dashboard with the flags', async () => {
    const api = renderAssessment('Career', ROUTES);
    await screen.findByTestId('question-text');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByTestId('assessment-notice')).toHaveTextContent(
      'Please select an answer before proceeding to the next question.',
    );
    expect(screen.getByText(/All rights reserved\.$/)).toBeInTheDocument();

    for (let i = 0; i < 4; i++) {
      expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Strongly agree' }));
      await user.click(screen.getByRole('button', { name: 'Next question' }));
    }
    const sessionId = localStorage.getItem(`${KEY}${USER_ID}SessionId`);
    await clickAndSettle(user, screen.getByRole('button', { name: 'Submit' }));

    expect(alertSpy).toHaveBeenCalledWith('Retake available in 6 months.');
    expect(confirmSpy).toHaveBeenCalledWith('Finalise submission? This action cannot be undone.');
    const [batch] = callsTo(api, 'POST /api/assessment/submit-batch');
    expect((batch.body as { answers: unknown[] }).answers).toHaveLength(4);
    expect(batch.body).toMatchObject({ userId: USER_ID, assessmentType: 'Career', sessionId });
    const { path, state } = navigation();
    expect(path).toBe('/dashboard');
    expect(state).toEqual({
      justSubmittedCareer: true,
      completionDate: expect.any(String) as string,
      sessionId,
    });
    expect(localStorage.getItem(`${KEY}${USER_ID}Answers`)).toBeNull();
    expect(localStorage.getItem(`${KEY}${USER_ID}Completion`)).toBe(state?.completionDate);
  });

  it('should show and hide the example', async () => {
    storeProgress([3, 4, 1, 2], {}, 0);
    renderAssessment('Career', ROUTES);
    await screen.findByTestId('question-text');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show example' }));
    expect(screen.getByTestId('question-example')).toHaveTextContent('A diary or an app.');
    await user.click(screen.getByRole('button', { name: 'Hide example' }));
  });

  it('should refuse to save without answers, then save locally', async () => {
    renderAssessment('Career', ROUTES);
    await screen.findByTestId('question-text');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    expect(screen.getByTestId('assessment-notice')).toHaveTextContent(
      'No answers provided to save.',
    );
    await user.click(screen.getByRole('radio', { name: 'Agree' }));
    await user.click(screen.getByRole('button', { name: 'Save progress' }));
    expect(screen.getByTestId('assessment-notice')).toHaveTextContent('Progress saved.');
    expect(Object.values(stored(KEY, 'Answers') as object)).toEqual(['Agree']);
  });

  it('should tell a non-admin inside the 6-month window when the retake opens', async () => {
    const last = new Date(Date.now() - 30 * 86_400_000);
    const api = renderAssessment('Career', {
      ...ROUTES,
      [`GET /api/assessment/progress/${USER_ID}`]: {
        body: { sessionId: 'old', isCompleted: true, lastCompletionDate: last.toISOString() },
      },
    });
    const retake = new Date(last.getTime() + 15_552_000_000);
    const date = retake.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    expect(
      await screen.findByText(
        `This assessment has already been completed. You can retake it from ${date}.`,
      ),
    ).toBeInTheDocument();
    expect(callsTo(api, 'GET /api/questions')).toHaveLength(0);
  });

  it('should let an admin retake inside the window', async () => {
    const last = new Date(Date.now() - 86_400_000).toISOString();
    renderAssessment(
      'Career',
      {
        ...ROUTES,
        [`GET /api/assessment/progress/${USER_ID}`]: {
          body: { sessionId: 'old', isCompleted: true, lastCompletionDate: last },
        },
      },
      { isAdmin: true },
    );
    expect(await screen.findByTestId('question-text')).toBeInTheDocument();
  });

  it('should explain a failed question load', async () => {
    renderAssessment('Career', {
      ...ROUTES,
      'GET /api/questions': { status: 500, body: { error: 'Database down' } },
    });
    expect(
      await screen.findByText(
        'Failed to load assessment: Failed to fetch questions: Database down. Please contact support.',
      ),
    ).toBeInTheDocument();
  });

  it('should say so when the server has no FutureReady question', async () => {
    renderAssessment('Career', { ...ROUTES, 'GET /api/questions': { body: [] } });
    expect(
      await screen.findByText(
        'No FutureReady Assessment questions available. Please contact support.',
      ),
    ).toBeInTheDocument();
  });
});
