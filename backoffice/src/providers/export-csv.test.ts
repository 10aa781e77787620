/**
 * @jest-environment ./test/jsdom-with-fetch.cjs
 */
import { csvFileName, downloadCsv, exportCsvUrl } from './export-csv';
import { adminToken } from '../../test/tokens';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:csv');
  URL.revokeObjectURL = jest.fn();
});

describe('exportCsvUrl', () => {
  it("should carry the list's sort and filter in simple-rest's format", () => {
    const url = exportCsvUrl('whitelist', {
      sort: { field: 'value', order: 'ASC' },
      filter: { type: 'domain', q: 'school' },
    });
    expect(url.startsWith('/api/admin/whitelist/export.csv?')).toBe(true);
    const params = new URLSearchParams(url.split('?')[1]);
    expect(params.get('sort')).toBe('["value","ASC"]');
    expect(params.get('filter')).toBe('{"type":"domain","q":"school"}');
    expect(params.has('range')).toBe(false);
  });

  it('should send an empty filter when the list has none', () => {
    expect(decodeURIComponent(exportCsvUrl('users'))).toBe('/api/admin/users/export.csv?filter={}');
  });
});

describe('csvFileName', () => {
  const now = new Date('2025-03-01T10:00:00Z');

  it("should use the server's file name", () => {
    expect(csvFileName('users', 'attachment; filename="users-2025.csv"', now)).toBe(
      'users-2025.csv',
    );
    expect(csvFileName('users', "attachment; filename*=UTF-8''caf%C3%A9.csv", now)).toBe(
      'café.csv',
    );
  });

  it('should name the file after the resource and the day otherwise', () => {
    expect(csvFileName('audit-logs', null, now)).toBe('audit-logs-2025-03-01.csv');
  });
});

describe('downloadCsv', () => {
  it('should fetch the CSV with the bearer token and save it as a file', async () => {
    const token = adminToken();
    localStorage.setItem('adminToken', token);
    fetchMock.mockResolvedValue(
      new Response('type,value\ndomain,demo-school.test\n', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="whitelist.csv"' },
      }),
    );
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    await expect(downloadCsv('whitelist', { filter: {} })).resolves.toBe('whitelist.csv');

    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(click).toHaveBeenCalledTimes(1);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it("should reject with the server's error text", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: 'Forbidden resource' }), { status: 403 }),
    );
    await expect(downloadCsv('questions')).rejects.toMatchObject({
      message: 'Forbidden resource',
      status: 403,
    });
  });
});
