// School sign-in from the back-office's login page (docs/product/access.md "School sign-in").
import type { SsoProvider } from '@aspire/domain';
import { LOGIN_FALLBACK_ERROR } from '../providers/authProvider';

const postJson = async (path: string, body: object): Promise<Record<string, unknown>> => {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(LOGIN_FALLBACK_ERROR);
  }
  let json: Record<string, unknown> = {};
  try {
    json = (await response.json()) as Record<string, unknown>;
  } catch {
    // no body: the fallback below
  }
  if (!response.ok) {
    throw new Error(typeof json.error === 'string' ? json.error : LOGIN_FALLBACK_ERROR);
  }
  return json;
};

/** POST /api/sso/start: the provider's URL (the answer also binds this browser). */
export const startStaffSso = async (email: string, provider: SsoProvider): Promise<string> => {
  const json = await postJson('/api/sso/start', { email, provider, app: 'backoffice' });
  if (typeof json.url !== 'string') throw new Error(LOGIN_FALLBACK_ERROR);
  return json.url;
};

/**
 * POST /api/sso/finish: the session token the provider's callback decided for this browser. The
 * server hands it out once: `SsoLogin` asks through one query per visit (docs/decisions/0167).
 */
export const finishStaffSso = async (): Promise<string> => {
  const json = await postJson('/api/sso/finish', { app: 'backoffice' });
  if (json.status !== 'signed-in' || typeof json.token !== 'string') {
    throw new Error(LOGIN_FALLBACK_ERROR);
  }
  return json.token;
};
