// The back-office session is one JWT in localStorage ("a separate admin token";
// docs/product/access.md, "Signing in").
import { isStaffRole, type StaffRole } from '../access/canAccess';

export const ADMIN_TOKEN_KEY = 'adminToken';

export type AdminTokenPayload = {
  sub: string;
  role: StaffRole;
  email: string;
  schoolId?: number | string | null;
  exp?: number;
};

export const readAdminToken = (): string | null => localStorage.getItem(ADMIN_TOKEN_KEY);

export const storeAdminToken = (token: string): void =>
  localStorage.setItem(ADMIN_TOKEN_KEY, token);

export const clearAdminToken = (): void => localStorage.removeItem(ADMIN_TOKEN_KEY);

// base64url → UTF-8 text; atob alone would mangle non-ASCII e-mail addresses.
const decodeBase64Url = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const escaped = Array.from(binary, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return decodeURIComponent(escaped.join(''));
};

/** The payload of a staff token, or null when the token is malformed or not a staff token. */
export const decodeAdminToken = (token: string): AdminTokenPayload | null => {
  const segment = token.split('.')[1];
  if (!segment) return null;
  try {
    const payload = JSON.parse(decodeBase64Url(segment)) as Partial<AdminTokenPayload>;
    if (typeof payload.sub !== 'string' && typeof payload.sub !== 'number') return null;
    if (!isStaffRole(payload.role) || typeof payload.email !== 'string') return null;
    return { ...payload, sub: String(payload.sub) } as AdminTokenPayload;
  } catch {
    return null;
  }
};

// The signature is the server's business; the browser only needs to know when to ask for a new login.
export const isExpired = (payload: AdminTokenPayload, now = Date.now()): boolean =>
  payload.exp !== undefined && payload.exp * 1000 <= now;

/** The payload of the stored token while it is valid, else null. */
export const currentAdminSession = (): AdminTokenPayload | null => {
  const token = readAdminToken();
  const payload = token ? decodeAdminToken(token) : null;
  return payload && !isExpired(payload) ? payload : null;
};
