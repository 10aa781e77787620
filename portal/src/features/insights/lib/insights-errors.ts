import { ApiError } from '../../../api/api-client';
import { InsightsTimeoutError } from '../api/generate-insights';
import {
  AUTH_FAILED,
  GENERATE_TIMED_OUT,
  generateFailedMessage,
  INSIGHTS_FETCH_FAILED,
  INSIGHTS_PREREQUISITES,
  NETWORK_FAILED,
  RATE_LIMITED,
  UNKNOWN_FAILURE,
} from './messages';

const mentionsRateLimit = (text: string) => /rate limit/i.test(text);

/** What a failed POST /api/insights/generate shows. */
export function generateErrorMessage(error: unknown): string {
  if (error instanceof InsightsTimeoutError) return generateFailedMessage(GENERATE_TIMED_OUT);
  if (!(error instanceof ApiError)) {
    const text = error instanceof Error ? error.message : '';
    return generateFailedMessage(text || UNKNOWN_FAILURE);
  }
  if (error.status === 401) return AUTH_FAILED;
  if (error.status === 429 || mentionsRateLimit(error.message)) return RATE_LIMITED;
  // Both 403s (the prerequisites and the 6-month lock) are shown as the server words them.
  if (error.status === 403 && error.message) return error.message;
  if (error.status === 504) return generateFailedMessage(error.message || GENERATE_TIMED_OUT);
  if (error.status === 0) return generateFailedMessage(NETWORK_FAILED);
  return generateFailedMessage(error.message || UNKNOWN_FAILURE);
}

/**
 * AI insights (docs/product/dashboard.md): a 403 other than the missing-assessments one is the
 * 6-month lock, after which the screen shows the stored insights instead.
 */
export const isGenerationLocked = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.message !== INSIGHTS_PREREQUISITES;

/** What a failed GET /api/insights/:userId shows. */
export const fetchErrorMessage = (error: unknown): string =>
  error instanceof ApiError && error.status === 401 ? AUTH_FAILED : INSIGHTS_FETCH_FAILED;
