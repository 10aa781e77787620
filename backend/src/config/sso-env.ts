import type { SsoConfig } from './app-config';
import type { EnvironmentVariables } from './environment-variables';

export const GOOGLE_ISSUER = 'https://accounts.google.com';
export const MICROSOFT_AUTHORITY = 'https://login.microsoftonline.com/{tenant}/v2.0';

/** SSO_SECRET_KEY: 32 bytes, as 64 hex digits or base64. */
export const ssoSecretKey = (value: string): Buffer =>
  /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');

export const ssoSecretKeyProblem = (value: string): string | undefined =>
  ssoSecretKey(value).length === 32
    ? undefined
    : 'must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32)';

export const authorityProblem = (value: string): string | undefined =>
  value.includes('{tenant}') ? undefined : 'must contain {tenant}';

/**
 * School sign-in (docs/decisions/0162, README "School sign-in"). Without SSO_SECRET_KEY no
 * school can switch sign-in on. The issuers are the real providers' unless a test points them at
 * its own provider; SSO_ALLOW_HTTP_ISSUER lets that provider speak plain HTTP, never in production.
 */
export const toSso = (env: EnvironmentVariables): SsoConfig => ({
  secretKey: env.SSO_SECRET_KEY ? ssoSecretKey(env.SSO_SECRET_KEY) : undefined,
  googleIssuer: env.SSO_GOOGLE_ISSUER,
  microsoftAuthority: env.SSO_MICROSOFT_AUTHORITY,
  allowHttp: env.SSO_ALLOW_HTTP_ISSUER,
});
