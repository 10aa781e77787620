import { HttpError } from 'react-admin';
import { dataProvider } from './dataProvider';
import { ACTION_UNAVAILABLE, httpClient } from './http-client';
import { adminToken } from '../../test/tokens';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

const response = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: 'Status',
    headers: new Headers(headers),
    text: async () => JSON.stringify(body),
  }) as Response;

const sentHeaders = (): Headers => new Headers(fetchMock.mock.calls[0]?.[1]?.headers);

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as typeof fetch;
});

describe('dataProvider', () => {
  it('should list a resource from /api/admin with the bearer token and Content-Range total', async () => {
    const token = adminToken();
    localStorage.setItem('adminToken', token);
    fetchMock.mockResolvedValue(
      response(200, [{ id: 1, name: 'Demo School' }], { 'Content-Range': 'schools 0-0/1' }),
    );

    const result = await dataProvider.getList('schools', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });

    expect(result).toEqual({ data: [{ id: 1, name: 'Demo School' }], total: 1 });
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url.startsWith('/api/admin/schools?')).toBe(true);
    expect(decodeURIComponent(url)).toContain('range=[0,24]');
    expect(sentHeaders().get('Authorization')).toBe(`Bearer ${token}`);
  });

  it("should keep the caller's headers beside the bearer token", async () => {
    localStorage.setItem('adminToken', adminToken());
    fetchMock.mockResolvedValue(response(200, { id: 7 }));

    await dataProvider.delete('whitelist', { id: 7 });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/whitelist/7');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(sentHeaders().get('Content-Type')).toBe('text/plain');
    expect(sentHeaders().get('Authorization')).toMatch(/^Bearer /);
  });

  it('should send an assignment change as PATCH with only the changed fields, other resources as PUT', async () => {
    localStorage.setItem('adminToken', adminToken());
    fetchMock.mockResolvedValue(response(200, { id: 3, message: 'Extended' }));
    const result = await dataProvider.update('assignments', {
      id: 3,
      data: { message: 'Extended' },
      previousData: { id: 3 },
    });
    expect(result.data).toEqual({ id: 3, message: 'Extended' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/assignments/3');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PATCH');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ message: 'Extended' });
    fetchMock.mockResolvedValue(response(200, { id: 4 }));
    await dataProvider.update('schools', { id: 4, data: { name: 'X' }, previousData: { id: 4 } });
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('PUT');
  });

  it('should send no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(response(200, { id: 1 }));
    await httpClient('/api/admin/schools/1');
    expect(sentHeaders().has('Authorization')).toBe(false);
  });

  it("should surface the server's { error } text as the HttpError message", async () => {
    fetchMock.mockResolvedValue(response(403, { error: 'Forbidden resource' }));
    const failure = httpClient('/api/admin/questions');
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ message: 'Forbidden resource', status: 403 });
  });

  // A staff member never reads a raw "Cannot DELETE /api/admin/users/…".
  it('should word a call to a missing route for people', async () => {
    fetchMock.mockResolvedValue(response(404, { error: 'Cannot DELETE /api/admin/users/abc' }));
    await expect(httpClient('/api/admin/users/abc', { method: 'DELETE' })).rejects.toMatchObject({
      message: ACTION_UNAVAILABLE,
      status: 404,
    });
  });
});

describe('dataProvider admin routes', () => {
  beforeEach(() => localStorage.setItem('adminToken', adminToken()));

  const sent = () => ({
    url: fetchMock.mock.calls[0]?.[0],
    method: fetchMock.mock.calls[0]?.[1]?.method,
    body: fetchMock.mock.calls[0]?.[1]?.body,
  });

  it('should copy a question through POST /questions/:id/copy', async () => {
    fetchMock.mockResolvedValue(response(201, { id: 99, question_number: 364 }));
    await expect(dataProvider.copyQuestion(12)).resolves.toEqual({
      data: { id: 99, question_number: 364 },
    });
    expect(sent()).toEqual({
      url: '/api/admin/questions/12/copy',
      method: 'POST',
      body: undefined,
    });
  });

  it('should post the CSV text, and the school only when one is chosen', async () => {
    const result = { added: 2, skipped: 1, rejected: [] };
    fetchMock.mockResolvedValue(response(200, result));
    await expect(dataProvider.importWhitelist('value\na.edu\n', 3)).resolves.toEqual({
      data: result,
    });
    expect(sent()).toEqual({
      url: '/api/admin/whitelist/import',
      method: 'POST',
      body: JSON.stringify({ csv: 'value\na.edu\n', school_id: 3 }),
    });
    expect(sentHeaders().get('Content-Type')).toBe('application/json');

    fetchMock.mockClear();
    await dataProvider.importWhitelist('value\n', null);
    expect(sent().body).toBe(JSON.stringify({ csv: 'value\n' }));
  });

  it.each(['unlock', 'resend-verification'] as const)(
    'should post the %s action for a user',
    async (action) => {
      fetchMock.mockResolvedValue(response(200, { message: 'Done.' }));
      await expect(dataProvider.userAction('u-7', action)).resolves.toEqual({
        data: { message: 'Done.' },
      });
      expect(sent()).toEqual({
        url: `/api/admin/users/u-7/${action}`,
        method: 'POST',
        body: undefined,
      });
    },
  );
});
