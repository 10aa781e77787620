import { HttpError } from 'react-admin';
import { retryRead } from './query-client';

describe('retryRead', () => {
  it('should never ask again after a refusal, a missing record or a bad query', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(retryRead(0, new HttpError('No', status))).toBe(false);
    }
  });

  it('should ask once more after a server fault or a lost connection, and not twice', () => {
    for (const error of [
      new HttpError('Down', 500),
      new HttpError('Gateway', 503),
      new TypeError('Failed to fetch'),
    ]) {
      expect(retryRead(0, error)).toBe(true);
      expect(retryRead(1, error)).toBe(false);
    }
  });
});
