// fetchJson against the admin API with the admin token, carrying the server's `{ error }` text
// into react-admin's HttpError (what its notifications show).
import { fetchUtils, HttpError } from 'react-admin';
import { readAdminToken } from './admin-token';

export const ADMIN_API_URL = '/api/admin';

/** A call to a route the server does not have: say so in words, not "Cannot DELETE /api/…". */
export const ACTION_UNAVAILABLE = 'This action is not available.';
const RAW_ROUTE_ERROR = /^(Cannot [A-Z]+ \/|Route [A-Z]+:\/)/;

// Our API answers errors as { error }, react-admin shows HttpError.message: carry one into the other.
const withServerMessage = (error: unknown): unknown => {
  if (!(error instanceof HttpError)) return error;
  const body = error.body as { error?: unknown } | undefined;
  const message = typeof body?.error === 'string' ? body.error : error.message;
  if (RAW_ROUTE_ERROR.test(message)) return new HttpError(ACTION_UNAVAILABLE, error.status, body);
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
