import { ANSWER_ALREADY_SUBMITTED } from '@aspire/domain';
import { callsTo, mockApi, type MockRoute } from '../../../testing/mock-api';
import type { AnswerItem } from '../types';
import { runSubmitFlow, type SubmitInput } from './submit-flow';

const item = (questionId: number, score = 4): AnswerItem => ({
  questionId,
  category: 'FutureReady',
  subCategory: 'Big Five Personality Traits',
  facet: 'Openness',
  taxonomy: ['Big Five'],
  score,
});

const NOW = new Date('2025-06-01T10:00:00.000Z');
const input = (overrides: Partial<SubmitInput> = {}): SubmitInput => ({
  type: 'Career',
  userId: 'u-1',
  sessionId: 'session-1',
  isAdmin: false,
  answers: [item(1), item(2)],
  now: () => NOW,
  ...overrides,
});

const COMPLETED = {
  body: { sessionId: 'old', isCompleted: true, lastCompletionDate: '2024-01-01T00:00:00.000Z' },
};

function api(routes: Partial<Record<string, MockRoute | 'network-error'>> = {}) {
  return mockApi({
    'GET /api/assessment/progress/u-1': { status: 404, body: { error: 'Not found' } },
    'DELETE /api/assessment/delete': {
      body: { message: 'Previous assessment data deleted successfully' },
    },
    'POST /api/assessment/submit-batch': { body: { message: 'ok', submitted: 2 } },
    'POST /api/assessment/save-progress': { body: { message: 'ok' } },
    ...(routes as Record<string, MockRoute>),
  });
}

const order = (fn: ReturnType<typeof mockApi>) =>
  fn.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}`);

const ui = (confirm = true) => ({ alert: jest.fn(), confirm: jest.fn(() => confirm) });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'jwt-1');
});

describe('runSubmitFlow', () => {
  it('should alert, confirm, submit and save the completion for a first attempt', async () => {
    const fn = api();
    const dialogs = ui();
    await expect(runSubmitFlow(input(), dialogs)).resolves.toEqual({
      status: 'submitted',
      completionDate: NOW.toISOString(),
      sessionId: 'session-1',
    });
    expect(dialogs.alert).toHaveBeenCalledWith('Retake available in 6 months.');
    expect(dialogs.confirm).toHaveBeenCalledWith(
      'Finalise submission? This action cannot be undone.',
    );
    expect(order(fn)).toEqual([
      'POST /api/assessment/submit-batch',
      'POST /api/assessment/save-progress',
    ]);
    expect(callsTo(fn, 'POST /api/assessment/submit-batch')[0].body).toEqual({
      userId: 'u-1',
      assessmentType: 'Career',
      sessionId: 'session-1',
      answers: [item(1), item(2)],
    });
    expect(callsTo(fn, 'POST /api/assessment/save-progress')[0].body).toEqual({
      userId: 'u-1',
      sessionId: 'session-1',
      assessmentType: 'Career',
      topSubcategories: [],
      lastCompletionDate: NOW.toISOString(),
    });
  });

  it('should stop without a call when a non-admin does not confirm', async () => {
    const fn = api();
    await expect(runSubmitFlow(input(), ui(false))).resolves.toEqual({ status: 'cancelled' });
    expect(fn).not.toHaveBeenCalled();
  });

  it('should keep the earlier session on a retake: nothing is deleted, for a student or an admin', async () => {
    for (const isAdmin of [false, true]) {
      const fn = api({ 'GET /api/assessment/progress/u-1': COMPLETED });
      const dialogs = ui();
      await runSubmitFlow(input({ isAdmin }), dialogs);
      expect(order(fn)).toEqual([
        'POST /api/assessment/submit-batch',
        'POST /api/assessment/save-progress',
      ]);
      expect(callsTo(fn, 'DELETE /api/assessment/delete')).toHaveLength(0);
      if (isAdmin) expect(dialogs.confirm).not.toHaveBeenCalled();
    }
  });

  it("should raise the submit helper's prefixed message", async () => {
    api({
      'POST /api/assessment/submit-batch': {
        status: 409,
        body: { error: ANSWER_ALREADY_SUBMITTED },
      },
    });
    await expect(runSubmitFlow(input(), ui())).rejects.toThrow(
      `Failed to submit batch answers: ${ANSWER_ALREADY_SUBMITTED}`,
    );
  });

  it("should read a 401 as 'Unauthorized: Please log in again.'", async () => {
    api({ 'POST /api/assessment/save-progress': { status: 401, body: { error: 'Expired' } } });
    await expect(runSubmitFlow(input(), ui())).rejects.toThrow(
      'Unauthorized: Please log in again.',
    );
  });

  it('should raise the missing-token message without calling the server', async () => {
    localStorage.removeItem('token');
    const fn = api();
    await expect(runSubmitFlow(input(), ui())).rejects.toThrow('No authentication token found.');
    expect(fn).not.toHaveBeenCalled();
  });

  it('should send only the Part III answers not yet sent, with the top facets', async () => {
    const fn = api();
    const onBatchSubmitted = jest.fn();
    await runSubmitFlow(
      input({
        type: 'SubjectPart3',
        alreadySubmitted: [1],
        topFacets: ['Computer Science'],
      }),
      { ...ui(), onBatchSubmitted },
    );
    expect(
      (callsTo(fn, 'POST /api/assessment/submit-batch')[0].body as { answers: AnswerItem[] })
        .answers,
    ).toEqual([item(2)]);
    expect(onBatchSubmitted).toHaveBeenCalledWith([2]);
    expect(callsTo(fn, 'POST /api/assessment/save-progress')[0].body).toMatchObject({
      assessmentType: 'SubjectPart3',
      topFacets: ['Computer Science'],
    });
  });

  it('should send the UniReady Part I selection as topSubcategories', async () => {
    const fn = api();
    await runSubmitFlow(input({ type: 'Subject', topSubcategories: ['Computing'] }), ui());
    expect(callsTo(fn, 'POST /api/assessment/save-progress')[0].body).toMatchObject({
      assessmentType: 'Subject',
      topSubcategories: ['Computing'],
    });
  });
});
