import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { callsTo } from '../../../testing/mock-api';
import { clickAndSettle } from '../../../testing/settle';
import { partI, partII, subjectBank, USER_ID } from '../testing/fixtures';
import { navigation, renderAssessment, stored } from '../test-render';
import type { AnswerItem } from '../types';

const ROUTES = {
  'GET /api/questions': { body: subjectBank() },
  [`GET /api/assessment/progress/${USER_ID}`]: { status: 404, body: { error: 'Not found' } },
};

/** Part I: Computing 'Strongly agree', Arts 'Agree', Law 'Strongly disagree'. */
function partIChoice(text: string): string {
  if (text.includes('Computing')) return 'Strongly agree';
  return text.includes('Arts') ? 'Agree' : 'Strongly disagree';
}

async function answerAll(user: UserEvent, count: number, choose: (text: string) => string) {
  for (let i = 0; i < count; i++) {
    const text = screen.getByTestId('question-text').textContent ?? '';
    await user.click(screen.getByRole('radio', { name: choose(text) }));
    if (i < count - 1) await user.click(screen.getByRole('button', { name: 'Next question' }));
  }
}

/**
 * Submit, then "Submit anyway" on the response-quality note: a test answers ten
 * questions in milliseconds, which the speeding check flags.
 */
async function submitAnyway(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByTestId('quality-note')).toHaveTextContent('Answers were given very quickly.');
  await clickAndSettle(user, screen.getByRole('button', { name: 'Submit anyway' }));
}

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

describe('UniReady assessment screen', () => {
  it('should go from Part I to the Part II subjects of the top categories, then submit both', async () => {
    localStorage.setItem(`subjectPart3Assessment${USER_ID}SessionId`, 'old-part3');
    const api = renderAssessment('Subject', ROUTES);
    await screen.findByTestId('question-text');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'ASPIRE UniReady Psychometric Test – Part I',
    );
    expect(screen.getByTestId('part-two-note')).toHaveTextContent(
      'Note: Part II asks about subjects in the areas your Part I answers rank highest (at least two).',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByTestId('assessment-notice')).toHaveTextContent(
      'Please select an answer before proceeding.',
    );
    expect(screen.getByTestId('question-text')).toHaveTextContent(/^I enjoy/);

    await answerAll(user, 6, partIChoice);
    await user.click(screen.getByRole('button', { name: 'Proceed to Part II' }));
    expect(confirmSpy).toHaveBeenCalledWith(
      'Warning: Once you start Part II, you cannot return to Part I. You may retake the assessment in 6 months. Proceed?',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('– Part II');
    expect(screen.getByTestId('part-two-note')).toHaveTextContent(
      'Note: from your Part I answers, Part II asks about subjects in 2 areas: Computing and Arts.',
    );
    expect(screen.getByTestId('overall-progress')).toHaveTextContent('0 of 4 questions answered');
    expect(screen.getByRole('button', { name: 'Previous question' })).toBeDisabled();
    expect(stored('subjectAssessment', 'HasProceededToPartII')).toBe(true);
    expect(stored('subjectAssessment', 'TopSubcategories')).toEqual(['Computing', 'Arts']);
    expect((stored('subjectAssessment', 'Questions') as number[]).sort()).toEqual([21, 22, 23, 24]);

    await answerAll(user, 4, (text) =>
      text.includes('Computer Science') ? 'Strongly agree' : 'Disagree',
    );
    const sessionId = localStorage.getItem(`subjectAssessment${USER_ID}SessionId`);
    await submitAnyway(user);

    const [batch] = callsTo(api, 'POST /api/assessment/submit-batch');
    const answers = (batch.body as { answers: AnswerItem[] }).answers;
    expect(answers.map((a) => a.questionId).sort()).toEqual([
      11, 12, 13, 14, 15, 16, 21, 22, 23, 24,
    ]);
    expect(answers.find((a) => a.questionId === 21)).toEqual({
      questionId: 21,
      category: 'Part II',
      subCategory: 'Computing',
      facet: 'Computer Science',
      taxonomy: ['Part III'],
      score: 5,
      // Which option was chosen (the one scoring 5), kept so a corrected key can re-score it.
      optionIndex: expect.any(Number),
      // The time from showing the question to answering it.
      answerMs: expect.any(Number),
    });
    expect(callsTo(api, 'POST /api/assessment/save-progress')[0].body).toMatchObject({
      assessmentType: 'Subject',
      sessionId,
      topSubcategories: ['Computing', 'Arts'],
    });
    expect(navigation()).toMatchObject({
      path: '/dashboard',
      state: { justSubmittedSubject: true, sessionId },
    });
    expect(localStorage.getItem(`subjectPart3Assessment${USER_ID}SessionId`)).toBeNull();
  });

  it('should let the student choose among Part I areas tied at the boundary, and send the choice', async () => {
    const api = renderAssessment('Subject', ROUTES);
    await screen.findByTestId('question-text');
    const user = userEvent.setup();
    // Computing first; Arts and Law level below the student's own mean, one place left.
    await answerAll(user, 6, (text) =>
      text.includes('Computing') ? 'Strongly agree' : 'Strongly disagree',
    );
    await user.click(screen.getByRole('button', { name: 'Proceed to Part II' }));
    const choice = screen.getByTestId('part-i-choice');
    expect(choice).toHaveTextContent(
      'Your answers rate these areas the same. Choose one to explore in Part II.',
    );
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Arts',
      'Law',
    ]);
    const go = screen.getByRole('button', { name: 'Continue to Part II' });
    expect(go).toBeDisabled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('– Part I');
    await user.click(screen.getByRole('checkbox', { name: 'Law' }));
    expect(screen.getByRole('checkbox', { name: 'Arts' })).toBeDisabled();
    await user.click(go);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('– Part II');
    expect(screen.getByTestId('part-two-note')).toHaveTextContent(
      'Note: from your Part I answers, Part II asks about subjects in 2 areas: Computing and Law.',
    );
    expect((stored('subjectAssessment', 'Questions') as number[]).sort()).toEqual([21, 22, 25, 26]);
    expect(stored('subjectAssessment', 'PartIChoice')).toEqual(['Law']);
    await answerAll(user, 4, () => 'Agree');
    await submitAnyway(user);
    expect(callsTo(api, 'POST /api/assessment/save-progress')[0].body).toMatchObject({
      topSubcategories: ['Computing', 'Law'],
      partIChoice: ['Law'],
    });
  });

  it('should name every area Part II serves, not "the two highest-ranked"', async () => {
    const bank = [
      ...subjectBank(),
      partI(17, 'Medicine'),
      partI(18, 'Medicine'),
      partII(27, 'Medicine', 'Surgery', false),
    ];
    renderAssessment('Subject', { ...ROUTES, 'GET /api/questions': { body: bank } });
    await screen.findByTestId('question-text');
    const user = userEvent.setup();
    // Three areas at the top, Medicine far below: Part II serves the three.
    await answerAll(user, 8, (text) =>
      text.includes('Medicine') ? 'Strongly disagree' : 'Strongly agree',
    );
    await user.click(screen.getByRole('button', { name: 'Proceed to Part II' }));
    expect(screen.getByTestId('overall-progress')).toHaveTextContent('0 of 6 questions answered');
    expect(screen.getByTestId('part-two-note')).toHaveTextContent(
      'Note: from your Part I answers, Part II asks about subjects in 3 areas: Computing, Arts and Law.',
    );
    expect(screen.getByTestId('part-two-note')).not.toHaveTextContent(/two/);
  });

  it('should resume in Part II after a reload', async () => {
    const key = (name: string) => `subjectAssessment${USER_ID}${name}`;
    localStorage.setItem(key('SessionId'), 'resumed-session');
    localStorage.setItem(key('HasProceededToPartII'), 'true');
    localStorage.setItem(key('Questions'), '[23, 24, 21, 22]');
    localStorage.setItem(
      key('Answers'),
      JSON.stringify({
        '11': 'Strongly agree',
        '12': 'Strongly agree',
        '13': 'Agree',
        '14': 'Agree',
        '15': 'Disagree',
        '16': 'Disagree',
        '23': 'Agree',
      }),
    );
    localStorage.setItem(key('Order'), '[11, 12, 13, 14, 15, 16, 23]');
    localStorage.setItem(key('Index'), '1');
    renderAssessment('Subject', ROUTES);
    expect(await screen.findByTestId('question-text')).toHaveTextContent('Fine Art');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('– Part II');
    expect(screen.getByTestId('overall-progress')).toHaveTextContent('1 of 4 questions answered');
  });

  async function submitWith(reply: { status: number; body: object }) {
    const api = renderAssessment('Subject', {
      ...ROUTES,
      'POST /api/assessment/submit-batch': reply,
    });
    await screen.findByTestId('question-text');
    const user = userEvent.setup();
    await answerAll(user, 6, partIChoice);
    await user.click(screen.getByRole('button', { name: 'Proceed to Part II' }));
    await answerAll(user, 4, () => 'Agree');
    await submitAnyway(user);
    return api;
  }

  it("should map the server's 6-month refusal to the already-completed alert and /dashboard", async () => {
    await submitWith({
      status: 409,
      body: {
        error:
          'You can retake this assessment 6 months after your last completion (available from 2026-01-01).',
      },
    });
    expect(alertSpy).toHaveBeenLastCalledWith(
      'This assessment has already been completed. You can retake it in 6 months.',
    );
    expect(navigation().path).toBe('/dashboard');
  });

  it('should map an expired session to the log-in alert and /login', async () => {
    await submitWith({ status: 401, body: { error: 'Token expired' } });
    expect(alertSpy).toHaveBeenLastCalledWith(
      'Session expired or invalid credentials. Please log in again.',
    );
    expect(navigation().path).toBe('/login');
  });

  it('should show any other failure and stay on the screen with the answers kept', async () => {
    const api = await submitWith({ status: 400, body: { error: 'Question 99 is not valid.' } });
    expect(alertSpy).toHaveBeenLastCalledWith(
      'Failed to submit answers: Failed to submit batch answers: Question 99 is not valid.',
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/assessment/save-progress')).toHaveLength(0);
    expect(Object.keys(stored('subjectAssessment', 'Answers') as object)).toHaveLength(10);
  });
});
