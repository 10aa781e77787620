// The schools' sign-in at the tests' OpenID provider (docs/decisions/0166): the same clients and
// process the backend tests use, started by playwright.config.ts on fixed ports.
import type { APIRequestContext } from '@playwright/test';
import {
  GOOGLE_CLIENT,
  MICROSOFT_CLIENT,
  microsoftAuthority,
} from '../../backend/test/support/oidc/test-provider';
import { oidcMicrosoftOrigin, type Stack } from './env';

export { GOOGLE_CLIENT, MICROSOFT_CLIENT };

/** A stack's provider process settings: both clients, the app's callback, the ports. */
export const oidcProviderSettings = (stack: Stack) =>
  JSON.stringify({
    redirectUris: [`${stack.baseURL}/api/sso/callback`],
    google: GOOGLE_CLIENT,
    microsoft: MICROSOFT_CLIENT,
    ports: { google: stack.oidcGooglePort, microsoft: stack.oidcMicrosoftPort },
  });

/** A stack's app settings that point at its provider. */
export const oidcAppEnv = (stack: Stack) => ({
  SSO_GOOGLE_ISSUER: stack.oidcGoogleIssuer,
  SSO_MICROSOFT_AUTHORITY: microsoftAuthority(stack.oidcMicrosoftOrigin),
  SSO_ALLOW_HTTP_ISSUER: 'true',
});

/** An account at the provider: its id is what the test types on the provider's page. */
export async function addProviderAccount(
  request: APIRequestContext,
  id: string,
  claims: Record<string, unknown>,
): Promise<void> {
  const response = await request.post(`${oidcMicrosoftOrigin}/__test/accounts`, {
    data: { id, claims },
  });
  if (!response.ok()) throw new Error(`provider accounts: ${response.status()}`);
}
