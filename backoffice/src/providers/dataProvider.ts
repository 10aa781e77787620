// ra-data-simple-rest against the admin API, with the admin token and the server's error text.
import { fetchUtils, HttpError } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { readAdminToken } from './admin-token';

export const ADMIN_API_URL = '/api/admin';

// Our API answers errors as { error }, react-admin shows HttpError.message: carry one into the other.
const withServerMessage = (error: unknown): unknown => {
  if (!(error instanceof HttpError)) return error;
  const body = error.body as { error?: unknown } | undefined;
  return typeof body?.error === 'string' ? new HttpError(body.error, error.status, body) : error;
};

export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const token = readAdminToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    throw withServerMessage(error);
  }
};

export const dataProvider = simpleRestProvider(ADMIN_API_URL, httpClient);
