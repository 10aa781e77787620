import { displayServerError } from '@aspire/domain';
import './early-reads-type';
import { readToken } from './token-storage';

/** A failed call: HTTP status (0 when the network failed) and the server's `error`/`message`. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | undefined | null>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** send the stored bearer token (default true) */
  auth?: boolean;
  /** a token to send instead of the stored one */
  token?: string;
  signal?: AbortSignal;
};

let unauthorizedHandler: (() => void) | null = null;

/**
 * Called when an authenticated call answers 401 (clear the session, go to /login;
 * docs/product/access.md, "Sessions").
 */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function errorText(data: unknown): string {
  if (data && typeof data === 'object') {
    const { error, message } = data as { error?: unknown; message?: unknown };
    if (typeof error === 'string') return error;
    if (typeof message === 'string') return message;
  }
  return '';
}

function parseRetryAfter(value: string | null): number | null {
  const seconds = value === null ? NaN : Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

/**
 * LCP of /dashboard: the answer src/early-reads.ts started for this GET and token,
 * taken once (a later call asks afresh).
 */
function takeEarlyRead(method: string, url: string, token: string | null, body: unknown) {
  const reads = typeof window === 'undefined' ? undefined : window.__earlyReads;
  if (!reads || method !== 'GET' || body !== undefined) return undefined;
  const key = `${token ?? ''} ${url}`;
  const read = reads.get(key);
  reads.delete(key);
  return read;
}

/** The one typed JSON client of the portal. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, auth = true, signal } = options;
  const token = auth ? (options.token ?? readToken()) : null;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const url = buildUrl(path, query);
  let res: Response;
  try {
    res = await (takeEarlyRead(method, url, token, body) ??
      fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }));
  } catch {
    throw new ApiError('', 0);
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    if (res.status === 401 && token) unauthorizedHandler?.();
    throw new ApiError(
      errorText(data),
      res.status,
      parseRetryAfter(res.headers.get('Retry-After')),
    );
  }
  return data as T;
}

/** The server's text as received, else the screen's fallback (docs/product/access.md). */
export function errorMessage(error: unknown, fallback: string): string {
  return displayServerError(error instanceof ApiError ? error.message : null, fallback);
}

export const isRateLimited = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 429;
