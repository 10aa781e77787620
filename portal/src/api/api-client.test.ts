import { mockApi } from '../testing/mock-api';
import { ApiError, apiRequest, errorMessage, setUnauthorizedHandler } from './api-client';

beforeEach(() => localStorage.clear());

describe('apiRequest', () => {
  it('should send JSON with the stored bearer token and parse the answer', async () => {
    localStorage.setItem('token', 'jwt-1');
    const api = mockApi({ 'POST /api/x': (req) => ({ body: { echo: req.body } }) });
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      echo: { a: 1 },
    });
    expect(api.mock.calls[0]?.[1]?.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer jwt-1',
    });
  });

  it('should leave out the token when auth is false and drop empty query values', async () => {
    localStorage.setItem('token', 'jwt-1');
    const api = mockApi({ 'GET /api/y': { body: [] } });
    await apiRequest('/api/y', { auth: false, query: { a: '1', b: undefined, c: null } });
    expect(api.mock.calls[0]?.[0]).toBe('/api/y?a=1');
    expect(api.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it("should throw an ApiError with the status, the server's error text and Retry-After", async () => {
    mockApi({
      'GET /api/z': {
        status: 429,
        body: { error: 'Slow down.' },
        headers: { 'Retry-After': '42' },
      },
    });
    const error = await apiRequest('/api/z').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: 'Slow down.', retryAfterSeconds: 42 });
  });

  it('should read a message field and survive a body that is not JSON', async () => {
    mockApi({ 'GET /api/m': { status: 400, body: { message: 'Bad value' } } });
    await expect(apiRequest('/api/m')).rejects.toMatchObject({ message: 'Bad value' });
    globalThis.fetch = jest.fn(async () => ({
      ok: false,
      status: 502,
      headers: { get: () => null },
      text: async () => '<html>Bad gateway</html>',
    })) as unknown as typeof fetch;
    await expect(apiRequest('/api/n')).rejects.toMatchObject({ status: 502, message: '' });
  });

  it('should answer status 0 when the network fails', async () => {
    mockApi({ 'GET /api/down': 'network-error' });
    await expect(apiRequest('/api/down')).rejects.toMatchObject({ status: 0 });
  });

  it('should report a 401 on an authenticated call only', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    mockApi({ 'GET /api/me': { status: 401, body: { error: 'Invalid token' } } });
    await apiRequest('/api/me').catch(() => undefined);
    expect(handler).not.toHaveBeenCalled();
    localStorage.setItem('token', 'jwt-1');
    await apiRequest('/api/me').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
    setUnauthorizedHandler(null);
  });
});

describe('errorMessage', () => {
  it('should show the server text as received, mapping the taken username', () => {
    expect(errorMessage(new ApiError('Nope.', 400), 'Fallback.')).toBe('Nope.');
    expect(errorMessage(new ApiError('Username is already taken.', 409), 'F')).toBe(
      'This username is already taken. Please choose a different one.',
    );
    expect(errorMessage(new ApiError('', 500), 'Something went wrong.')).toBe(
      'Something went wrong.',
    );
    expect(errorMessage(new Error('boom'), 'Something went wrong.')).toBe('Something went wrong.');
  });
});
