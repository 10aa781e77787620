import { ANSWER_ALREADY_SUBMITTED, retakeLockedMessage } from '@aspire/domain';
import { mapSubmitError } from './submit-errors';

const ALREADY = 'This assessment has already been completed. You can retake it in 6 months.';

describe('mapSubmitError', () => {
  it.each([
    ['Failed to submit batch answers: ' + ANSWER_ALREADY_SUBMITTED],
    ['Failed to submit batch answers: ' + retakeLockedMessage('2025-01-01T00:00:00Z')],
    ['Failed to delete previous assessment data: ' + retakeLockedMessage('2025-01-01')],
  ])('should read %j as already completed and go to /dashboard', (message) => {
    expect(mapSubmitError(new Error(message), 'Career')).toEqual({
      message: ALREADY,
      goTo: '/dashboard',
    });
  });

  it('should send StudyStyle back to /dashboard_enrich when already completed', () => {
    expect(mapSubmitError(new Error(ANSWER_ALREADY_SUBMITTED), 'Learning')).toEqual({
      message: ALREADY,
      goTo: '/dashboard_enrich',
    });
  });

  it.each(['Unauthorized: Please log in again.', 'User ID is missing'])(
    'should read %j as an expired session and go to /login',
    (message) => {
      expect(mapSubmitError(new Error(message), 'Subject')).toEqual({
        message: 'Session expired or invalid credentials. Please log in again.',
        goTo: '/login',
      });
    },
  );

  it("should wrap anything else in 'Failed to submit answers: {message}' and stay", () => {
    expect(mapSubmitError(new Error('Failed to save progress: HTTP 500'), 'Career')).toEqual({
      message: 'Failed to submit answers: Failed to save progress: HTTP 500',
      goTo: null,
    });
  });
});
