import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clickAndSettle } from '../../../testing/settle';
import { served, USER_ID } from '../testing/fixtures';
import { navigation, renderAssessment } from '../test-render';

const BANK = [
  served({ question_id: 41, category: 'Sensory Modality Preferences', sub_category: 'Visual' }),
  served({ question_id: 42, category: 'Sensory Modality Preferences', sub_category: 'Visual' }),
];

const ROUTES = {
  'GET /api/questions': { body: BANK },
  [`GET /api/assessment/progress/${USER_ID}`]: { status: 404, body: { error: 'Not found' } },
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

async function answerBoth() {
  await screen.findByTestId('question-text');
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: 'Strongly disagree' }));
  await user.click(screen.getByRole('button', { name: 'Next question' }));
  await user.click(screen.getByRole('radio', { name: 'Strongly disagree' }));
  return user;
}

describe('StudyStyle assessment screen', () => {
  it("should be titled 'ASPIRE StudyStyle Psychometric Test' and submit to /dashboard_enrich", async () => {
    renderAssessment('Learning', ROUTES, { isAdmin: true });
    expect(
      await screen.findByRole('heading', { name: 'ASPIRE StudyStyle Psychometric Test' }),
    ).toBeInTheDocument();
    const user = await answerBoth();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Submit' }));
    expect(alertSpy).toHaveBeenCalledWith('Retake anytime.');
    expect(confirmSpy).not.toHaveBeenCalled();
    expect(navigation()).toMatchObject({
      path: '/dashboard_enrich',
      state: { justSubmittedLearning: true },
    });
  });

  it('should send an already-completed refusal back to /dashboard_enrich', async () => {
    renderAssessment('Learning', {
      ...ROUTES,
      'POST /api/assessment/submit-batch': {
        status: 409,
        body: { error: 'Answer already submitted for this session.' },
      },
    });
    const user = await answerBoth();
    await clickAndSettle(user, screen.getByRole('button', { name: 'Submit' }));
    expect(alertSpy).toHaveBeenLastCalledWith(
      'This assessment has already been completed. You can retake it in 6 months.',
    );
    expect(navigation().path).toBe('/dashboard_enrich');
  });

  it('should close to /dashboard_enrich', async () => {
    renderAssessment('Learning', ROUTES);
    await screen.findByTestId('question-text');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(navigation().path).toBe('/dashboard_enrich');
  });
});
