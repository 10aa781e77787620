import { ApiError, apiRequest, type RequestOptions } from '../../../api/api-client';
import { readToken } from '../../../api/token-storage';
import { MESSAGES } from '../lib/messages';

/**
 * A failed assessment call: the helper's prefix and the server's text
 * (docs/product/assessments.md).
 */
export class AssessmentApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** the server's own text, without the prefix */
    readonly serverMessage = '',
  ) {
    super(message);
    this.name = 'AssessmentApiError';
  }
}

/**
 * Every assessment call needs the stored token ('No authentication token
 * found.'); a 401 reads 'Unauthorized: Please log in again.' (the api client has cleared the
 * session); other failures read '{prefix}: {server text}'. `call` is any api call, e.g. one of
 * the shared calls of `portal/src/api/`, so the assessment screens keep their texts.
 */
export async function assessmentCall<T>(prefix: string, call: () => Promise<T>): Promise<T> {
  if (!readToken()) throw new AssessmentApiError(MESSAGES.noToken, 0);
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw new AssessmentApiError(MESSAGES.unauthorized, 401);
    const reason =
      error.message || (error.status ? `HTTP ${error.status}` : 'the server could not be reached');
    throw new AssessmentApiError(`${prefix}: ${reason}`, error.status, error.message);
  }
}

/** One request to `path` with the assessment texts (see assessmentCall). */
export const assessmentRequest = <T>(
  prefix: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> => assessmentCall(prefix, () => apiRequest<T>(path, options));
