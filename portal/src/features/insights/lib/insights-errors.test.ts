import { ApiError } from '../../../api/api-client';
import { InsightsTimeoutError } from '../api/generate-insights';
import { fetchErrorMessage, generateErrorMessage, isGenerationLocked } from './insights-errors';

const PREREQ = 'Complete both UniReady and FutureReady assessments to generate insights.';
const LOCKED = 'Insights was last generated within the past 6 months.';

describe('generateErrorMessage', () => {
  it.each([
    [new ApiError(PREREQ, 403), PREREQ],
    [new ApiError(LOCKED, 403), LOCKED],
    [new ApiError('Invalid token', 401), 'Authentication failed. Please log in again.'],
    [new ApiError('Too many requests', 429), 'Rate limit exceeded. Please try again later.'],
    [new ApiError('Upstream rate limit hit', 502), 'Rate limit exceeded. Please try again later.'],
    [new ApiError('AI provider failed.', 502), 'Failed to generate insights: AI provider failed.'],
    [
      new ApiError('', 504),
      'Failed to generate insights: The request timed out after 20 seconds. Please try again.',
    ],
    [
      new InsightsTimeoutError(),
      'Failed to generate insights: The request timed out after 20 seconds. Please try again.',
    ],
    [
      new ApiError('', 0),
      'Failed to generate insights: The server could not be reached. Please check your connection.',
    ],
    [new ApiError('', 500), 'Failed to generate insights: Something went wrong.'],
    [new Error('boom'), 'Failed to generate insights: boom'],
  ])('should show %p as %p', (error, expected) => {
    expect(generateErrorMessage(error)).toBe(expected);
  });
});

describe('isGenerationLocked', () => {
  it('should treat a 403 other than the prerequisites as the 6-month lock', () => {
    expect(isGenerationLocked(new ApiError(LOCKED, 403))).toBe(true);
    expect(isGenerationLocked(new ApiError(PREREQ, 403))).toBe(false);
    expect(isGenerationLocked(new ApiError(LOCKED, 409))).toBe(false);
  });
});

describe('fetchErrorMessage', () => {
  it('should ask to log in again on a 401 and to retry otherwise', () => {
    expect(fetchErrorMessage(new ApiError('', 401))).toBe(
      'Authentication failed. Please log in again.',
    );
    expect(fetchErrorMessage(new ApiError('', 500))).toBe(
      'Failed to fetch insights from the server. Please try again.',
    );
  });
});
