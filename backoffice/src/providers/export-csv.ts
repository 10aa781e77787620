// CSV export through GET /api/admin/<resource>/export.csv: the server streams every row of the
// filtered list (not just the page on screen), so the browser only fetches and saves the file.
import { saveFile } from '@aspire/domain';
import { HttpError, type SortPayload } from 'react-admin';
import { readAdminToken } from './admin-token';
import { ADMIN_API_URL } from './http-client';

export type ExportQuery = { sort?: SortPayload; filter?: Record<string, unknown> };

/** The export URL with the list's sort and filter in simple-rest's query format. */
export const exportCsvUrl = (resource: string, { sort, filter }: ExportQuery = {}): string => {
  const params = new URLSearchParams();
  if (sort?.field) params.set('sort', JSON.stringify([sort.field, sort.order]));
  params.set('filter', JSON.stringify(filter ?? {}));
  return `${ADMIN_API_URL}/${resource}/export.csv?${params.toString()}`;
};

/** The file name a Content-Disposition header suggests, else `<resource>-<YYYY-MM-DD>.csv`. */
export const csvFileName = (
  resource: string,
  contentDisposition: string | null,
  now: Date = new Date(),
): string => {
  const header = contentDisposition ?? '';
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a malformed encoded name falls through to the plain one
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim();
  return plain || `${resource}-${now.toISOString().slice(0, 10)}.csv`;
};

const errorText = async (response: Response): Promise<{ message: string; body: unknown }> => {
  try {
    const body = (await response.json()) as { error?: unknown };
    const message = typeof body?.error === 'string' ? body.error : response.statusText;
    return { message: message || `Export failed (${response.status})`, body };
  } catch {
    return { message: response.statusText || `Export failed (${response.status})`, body: null };
  }
};

/**
 * Fetches a CSV with the bearer token and saves it under the name the server gives (else
 * `<fallbackName>-<YYYY-MM-DD>.csv`); rejects with an HttpError on failure.
 */
export const saveCsvFrom = async (url: string, fallbackName: string): Promise<string> => {
  const headers = new Headers({ Accept: 'text/csv' });
  const token = readAdminToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(url, { headers });
  if (!response.ok) {
    const { message, body } = await errorText(response);
    throw new HttpError(message, response.status, body);
  }
  const fileName = csvFileName(fallbackName, response.headers.get('Content-Disposition'));
  saveFile(await response.blob(), fileName);
  return fileName;
};

/** A list's CSV: every row of the filtered list, saved as a file. */
export const downloadCsv = (resource: string, query: ExportQuery = {}): Promise<string> =>
  saveCsvFrom(exportCsvUrl(resource, query), resource);
