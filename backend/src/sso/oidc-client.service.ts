import { SSO_SCOPES, SsoProvider } from '@aspire/domain';
import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { IdClaims } from './claims';

/** What the exchange needs of a school's configuration, its secret already opened. */
export type ClientSettings = {
  key: string;
  provider: SsoProvider;
  clientId: string;
  clientSecret: string;
  tenantId: string | null;
};

/** The checks Aspire keeps for one sign-in between the button and the callback. */
export type Checks = { state: string; nonce: string; codeVerifier: string };

/** Why an exchange failed, in the words the sign-in page needs (docs/decisions/0164). */
export type ExchangeFailure = 'cancelled' | 'unreachable' | 'refused';

export class OidcFailure extends Error {
  constructor(
    readonly kind: ExchangeFailure,
    /** A short code for the audit trail: never provider text, a token or an address. */
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** A provider's discovery document is read again after this long (keys rotate; JWKS too). */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const TIMEOUT_SECONDS = 10;

/**
 * The relying party, through openid-client (OpenID Certified; docs/decisions/0160): discovery,
 * the authorization URL with PKCE (S256), state and nonce, and the code exchange, which validates
 * the ID token (issuer, audience, expiry, nonce, signature against the provider's JWKS). No JWT is
 * checked by hand here.
 */
@Injectable()
export class OidcClientService {
  private readonly discovered = new Map<
    string,
    { at: number; config: Promise<oidc.Configuration> }
  >();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The single redirect URI every school registers (README "School sign-in"). */
  get redirectUri(): string {
    return `${this.config.appUrl}/api/sso/callback`;
  }

  /** The issuer a school's tokens must carry: Google's, or the school's own Entra tenant's. */
  issuerOf(settings: Pick<ClientSettings, 'provider' | 'tenantId'>): string {
    const sso = this.config.sso;
    return settings.provider === 'google'
      ? sso.googleIssuer
      : sso.microsoftAuthority.replace('{tenant}', settings.tenantId ?? '');
  }

  newChecks(): Checks {
    return {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
  }

  /** The provider's authorization URL: code flow, PKCE S256, only `openid email profile`. */
  async authorizationUrl(settings: ClientSettings, checks: Checks, email: string): Promise<string> {
    const configuration = await this.configuration(settings);
    const params: Record<string, string> = {
      redirect_uri: this.redirectUri,
      scope: SSO_SCOPES,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
      login_hint: email,
    };
    // Only a hint for Google's account chooser; the `hd` claim is what is checked.
    if (settings.provider === 'google') params.hd = email.slice(email.lastIndexOf('@') + 1);
    return oidc.buildAuthorizationUrl(configuration, params).href;
  }

  /** Redeems the code; answers the validated ID token's claims or throws an OidcFailure. */
  async exchange(settings: ClientSettings, checks: Checks, callbackUrl: URL): Promise<IdClaims> {
    const configuration = await this.configuration(settings);
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new OidcFailure('refused', 'no_id_token');
      return claims as IdClaims;
    } catch (error) {
      throw classify(error);
    }
  }

  private configuration(settings: ClientSettings): Promise<oidc.Configuration> {
    const key = `${settings.key}:${settings.clientId}`;
    const cached = this.discovered.get(key);
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
    const config = this.discover(settings).catch((error: unknown) => {
      this.discovered.delete(key);
      throw classify(error);
    });
    this.discovered.set(key, { at: Date.now(), config });
    return config;
  }

  private async discover(settings: ClientSettings): Promise<oidc.Configuration> {
    const issuer = new URL(this.issuerOf(settings));
    const insecure = this.config.sso.allowHttp && issuer.protocol === 'http:';
    const configuration = await oidc.discovery(
      issuer,
      settings.clientId,
      undefined,
      oidc.ClientSecretPost(settings.clientSecret),
      {
        // The ID token's signature is checked against the provider's JWKS even though it came
        // straight from the token endpoint over TLS (openid-client skips that by default).
        execute: [
          ...(insecure ? [oidc.allowInsecureRequests] : []),
          oidc.enableNonRepudiationChecks,
        ],
        timeout: TIMEOUT_SECONDS,
      },
    );
    configuration.timeout = TIMEOUT_SECONDS;
    return configuration;
  }
}

/** openid-client's errors, sorted by what the person signing in can do about them. */
function classify(error: unknown): OidcFailure {
  if (error instanceof OidcFailure) return error;
  if (error instanceof oidc.AuthorizationResponseError) {
    return error.error === 'access_denied'
      ? new OidcFailure('cancelled', 'access_denied')
      : new OidcFailure('refused', `authorization_${safeCode(error.error)}`);
  }
  if (error instanceof oidc.ResponseBodyError) {
    // The provider answered, with an error: a used or expired code (invalid_grant), a bad client.
    return error.status >= 500
      ? new OidcFailure('unreachable', `token_${error.status}`)
      : new OidcFailure('refused', `token_${safeCode(error.error)}`);
  }
  if (error instanceof oidc.ClientError) {
    const down = error.code ? UNREACHABLE.has(error.code) : isNetworkError(error.cause);
    return down
      ? new OidcFailure('unreachable', `client_${safeCode(error.code ?? 'network')}`)
      : new OidcFailure('refused', `client_${safeCode(error.code ?? 'error')}`);
  }
  // fetch's TypeError (refused, reset, DNS), a time-out, a non-JSON answer: the provider is down.
  return new OidcFailure('unreachable', 'unreachable');
}

/** A time-out, or an answer that is no OAuth answer at all (a proxy's 502 page): an outage. */
const UNREACHABLE = new Set([
  'OAUTH_TIMEOUT',
  'OAUTH_ABORT',
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
]);

/** fetch's failure (refused, reset, DNS); by name, as it may come from another realm. */
const isNetworkError = (cause: unknown) =>
  typeof cause === 'object' && cause !== null && (cause as { name?: unknown }).name === 'TypeError';

const safeCode = (code: string) => code.replace(/[^A-Za-z0-9_]/g, '').slice(0, 40) || 'error';
