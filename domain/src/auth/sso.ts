/**
 * Sign-in with a school's Google Workspace or Microsoft Entra ID account over OpenID Connect
 * (docs/product/access.md "School sign-in"). The providers, the apps that start a sign-in, and
 * every message a person reads on the sign-in pages, shared by the server and both front ends.
 */

export const SSO_PROVIDERS = ['google', 'microsoft'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

/** Which sign-in page started it, and so which session it ends in. */
export const SSO_APPS = ['portal', 'backoffice'] as const;
export type SsoApp = (typeof SSO_APPS)[number];

export const SSO_PROVIDER_NAMES: Record<SsoProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
};

/** The buttons' labels. */
export const ssoButtonLabel = (provider: SsoProvider): string =>
  `Continue with ${SSO_PROVIDER_NAMES[provider]}`;

/** The only scopes requested: children's data, as little as will do (docs/product/privacy.md). */
export const SSO_SCOPES = 'openid email profile';

/** Personal Microsoft accounts (outlook.com, hotmail.com) all carry this tenant id. */
export const MICROSOFT_CONSUMER_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

/** A sign-in must come back from the provider within this time, and be finished within it. */
export const SSO_ATTEMPT_TTL_MINUTES = 10;

/** The e-mail field is how the server finds the school: the button asks for it first. */
export const SSO_EMAIL_FIRST = 'Enter your school e-mail address first.';

export const ssoNotAvailable = (provider: SsoProvider): string =>
  `Sign-in with ${SSO_PROVIDER_NAMES[provider]} is not switched on for this school. ` +
  'Sign in with your e-mail and password.';

export const ssoProviderDown = (provider: SsoProvider): string =>
  `${SSO_PROVIDER_NAMES[provider]} is not answering right now. Please try again in a few ` +
  'minutes, or sign in with your e-mail and password.';

export const ssoCancelled = (provider: SsoProvider): string =>
  `Sign-in with ${SSO_PROVIDER_NAMES[provider]} was cancelled. You can try again, or sign in ` +
  'with your e-mail and password.';

/** A replayed, expired or unknown `state`, or a sign-in started in another browser. */
export const SSO_EXPIRED = 'This sign-in has expired or was already used. Please start again.';

/** Another Google Workspace domain, another Entra tenant, or a personal account. */
export const ssoWrongAccount = (provider: SsoProvider): string =>
  `This ${SSO_PROVIDER_NAMES[provider]} account does not belong to your school. ` +
  'Sign in with your school account.';

export const ssoUnverifiedEmail = (provider: SsoProvider): string =>
  `${SSO_PROVIDER_NAMES[provider]} did not confirm this account's e-mail address. ` +
  "Ask your school's IT team, or sign in with your e-mail and password.";

/** Any other failure of the exchange (bad nonce, tampered token, expired code): nothing to fix. */
export const ssoFailed = (provider: SsoProvider): string =>
  `Sign-in with ${SSO_PROVIDER_NAMES[provider]} did not work. Please try again, or sign in ` +
  'with your e-mail and password.';

/** An Aspire account with this address exists but its e-mail was never verified. */
export const SSO_ACCOUNT_UNVERIFIED =
  'An account with this e-mail address is waiting for verification. Open the link we e-mailed ' +
  'you, or use "Forgot Password?", then try again.';

/** The registration step of a first sign-in. */
export const SSO_REGISTER_HEADING = 'Finish creating your account';
export const SSO_REGISTER_SUCCESS = 'Your account is ready.';

export const isSsoProvider = (value: unknown): value is SsoProvider =>
  typeof value === 'string' && (SSO_PROVIDERS as readonly string[]).includes(value);
export const isSsoApp = (value: unknown): value is SsoApp =>
  typeof value === 'string' && (SSO_APPS as readonly string[]).includes(value);

/** The page a finished sign-in lands on, by app: it asks the server for the outcome. */
export const SSO_LANDING: Record<SsoApp, string> = {
  portal: '/sso',
  backoffice: '/admin/#/login?sso=1',
};

/**
 * Tenant ids are GUIDs; Workspace domains are lower-case host names (the fields cap them at 253
 * characters; no look-ahead, so the contract's generators can draw from the pattern).
 */
export const TENANT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const SSO_DOMAIN_PATTERN = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const SSO_ALLOWED_DOMAINS_MAX = 20;
export const SSO_CLIENT_ID_MAX = 255;
export const SSO_CLIENT_SECRET_MAX = 512;
