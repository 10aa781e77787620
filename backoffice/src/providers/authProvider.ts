// react-admin's authProvider over POST /api/admin/login and the JWT it returns.
import type { AuthProvider } from 'react-admin';
import { canAccess } from '../access/canAccess';
import {
  clearAdminToken,
  currentAdminSession,
  decodeAdminToken,
  readAdminToken,
  storeAdminToken,
} from './admin-token';

export const LOGIN_URL = '/api/admin/login';
/** Ends the back-office session on the server. */
export const LOGOUT_URL = '/api/admin/logout';

// The back-office sign-in (docs/product/access.md, "Signing in"): the server's error text, or this
// fallback.
export const LOGIN_FALLBACK_ERROR = 'Something went wrong. Please try again.';
export const NOT_STAFF_ERROR = 'This account cannot use the back-office.';
export const SESSION_EXPIRED_ERROR = 'Your session has expired. Please log in again.';

type LoginParams = { email?: string; username?: string; password: string };
/** A school sign-in already collected its session token (auth/SsoLogin.tsx). */
type SsoLoginParams = { ssoToken: string };

const readJson = async (response: Response): Promise<Record<string, unknown>> => {
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
};

const requestToken = async ({ email, username, password }: LoginParams): Promise<string> => {
  let response: Response;
  try {
    response = await fetch(LOGIN_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: (email ?? username ?? '').trim(), password }),
    });
  } catch {
    throw new Error(LOGIN_FALLBACK_ERROR);
  }
  const body = await readJson(response);
  if (!response.ok) {
    throw new Error(typeof body.error === 'string' ? body.error : LOGIN_FALLBACK_ERROR);
  }
  if (typeof body.token !== 'string') throw new Error(LOGIN_FALLBACK_ERROR);
  return body.token;
};

export const authProvider: AuthProvider = {
  async login(params: LoginParams | SsoLoginParams) {
    const token = 'ssoToken' in params ? params.ssoToken : await requestToken(params);
    if (!decodeAdminToken(token)) throw new Error(NOT_STAFF_ERROR);
    storeAdminToken(token);
  },

  // The token is forgotten at once; the server ends its session too, so a copy of the token
  // stops working. Best effort: a token already ended answers 401, offline answers nothing.
  async logout() {
    const token = readAdminToken();
    clearAdminToken();
    if (!token) return;
    try {
      await fetch(LOGOUT_URL, {
        method: 'POST',
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      });
    } catch {
      // the token is gone from this browser either way
    }
  },

  async checkAuth() {
    if (!readAdminToken()) throw { message: false }; // first visit: the login page says enough
    if (!currentAdminSession()) {
      clearAdminToken();
      throw new Error(SESSION_EXPIRED_ERROR);
    }
  },

  // 401 means the token is no longer good; 403 is a refusal the user should see, not a logout.
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      clearAdminToken();
      throw new Error(SESSION_EXPIRED_ERROR);
    }
  },

  async getIdentity() {
    const session = currentAdminSession();
    if (!session) throw new Error(SESSION_EXPIRED_ERROR);
    return {
      id: session.sub,
      fullName: session.email,
      email: session.email,
      role: session.role,
      schoolId: session.schoolId ?? null,
    };
  },

  async getPermissions() {
    return currentAdminSession()?.role;
  },

  async canAccess({ resource, action }) {
    return canAccess(currentAdminSession()?.role, resource, action);
  },
};
