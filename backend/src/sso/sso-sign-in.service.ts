import {
  normaliseEmail,
  SSO_ATTEMPT_TTL_MINUTES,
  SSO_EXPIRED,
  SSO_LANDING,
  SsoApp,
  ssoCancelled,
  ssoFailed,
  ssoNotAvailable,
  SsoProvider,
  ssoProviderDown,
} from '@aspire/domain';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AuditService } from '../audit/audit.service';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { checkSchoolLock } from './claims';
import { hashOf } from './browser-binding';
import { SchoolSsoConfig } from './entities/school-sso-config.entity';
import { SsoAttempt } from './entities/sso-attempt.entity';
import { ClientSettings, OidcClientService, OidcFailure } from './oidc-client.service';
import { SecretBox, secretBinding } from './secret-box';
import { SsoAccountsService } from './sso-accounts.service';
import { SSO_SECRET_BOX } from './sso-config.service';
import { Decision, SsoRepository } from './sso.repository';

export type StartRequest = { email: string; provider: SsoProvider; app: SsoApp };

/** The provider's answer as it reached /api/sso/callback. */
export type Callback = {
  query: Record<string, unknown>;
  search: string;
  browserHash: string | null;
  ip: string;
};

const providerDown = (provider: SsoProvider) =>
  new AppError(HttpStatus.SERVICE_UNAVAILABLE, ssoProviderDown(provider));

/**
 * The sign-in round trip (docs/product/access.md "School sign-in"): the button's start, the
 * provider's callback, and the decision the sign-in page collects. The person only ever reads
 * catalogue messages; the audit trail gets a short reason code, never a token or an address.
 */
@Injectable()
export class SsoSignInService {
  private readonly logger = new Logger('SSO');

  constructor(
    private readonly repository: SsoRepository,
    private readonly oidc: OidcClientService,
    private readonly accounts: SsoAccountsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(SSO_SECRET_BOX) private readonly box: SecretBox | null,
  ) {}

  /**
   * The provider's authorization URL for the school that takes this address; the browser is
   * bound (its cookie set) only once the provider has answered.
   */
  async start(request: StartRequest, bindBrowser: () => string): Promise<{ url: string }> {
    const email = normaliseEmail(request.email);
    const domain = email.slice(email.lastIndexOf('@') + 1);
    const configs = await this.repository.enabledConfigs(request.provider);
    const config = configs.find((c) => c.allowedDomains.includes(domain));
    const settings = config && this.settingsOf(config);
    if (!config || !settings) throw AppError.badRequest(ssoNotAvailable(request.provider));
    const checks = this.oidc.newChecks();
    let url: string;
    try {
      url = await this.oidc.authorizationUrl(settings, checks, email);
    } catch (error) {
      this.logger.warn(`sso_provider_unreachable config=${config.id} at=start`);
      if (error instanceof OidcFailure) throw providerDown(request.provider);
      throw error;
    }
    const now = this.clock.now();
    const attempt: SsoAttempt = Object.assign(new SsoAttempt(), {
      id: randomUUID(),
      stateHash: hashOf(checks.state),
      browserHash: bindBrowser(),
      configId: config.id,
      app: request.app,
      nonce: checks.nonce,
      codeVerifier: checks.codeVerifier,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SSO_ATTEMPT_TTL_MINUTES * 60_000),
      returnedAt: null,
      outcome: null,
      message: null,
      userId: null,
      email: null,
      issuer: null,
      subject: null,
      finishedAt: null,
    });
    await this.repository.addAttempt(attempt, now);
    return { url };
  }

  /** Handles the provider's redirect; answers where to send the browser (never with a token). */
  async callback(callback: Callback): Promise<string> {
    const state = typeof callback.query.state === 'string' ? callback.query.state : '';
    const now = this.clock.now();
    const attempt = state ? await this.repository.takeReturn(hashOf(state), now) : null;
    // Unknown, replayed or expired: the page finds nothing to collect and says SSO_EXPIRED.
    if (!attempt) return SSO_LANDING.portal;
    const landing = SSO_LANDING[attempt.app];
    if (attempt.browserHash !== callback.browserHash) {
      await this.refuse(attempt, null, SSO_EXPIRED, 'other_browser', callback.ip);
      return landing;
    }
    const config = await this.repository.findConfig(attempt.configId);
    const settings = config?.enabled ? this.settingsOf(config) : null;
    if (!config || !settings) {
      await this.refuse(attempt, config, SSO_EXPIRED, 'config_gone', callback.ip);
      return landing;
    }
    const decision = await this.decide(attempt, config, settings, callback);
    await this.repository.decide(attempt.id, decision);
    if (decision.outcome === 'refused') {
      await this.record(attempt, config, 'sso_refused', decision.reason ?? 'refused', callback.ip);
    }
    return landing;
  }

  private async decide(
    attempt: SsoAttempt,
    config: SchoolSsoConfig,
    settings: ClientSettings,
    callback: Callback,
  ): Promise<Decision & { reason?: string }> {
    const provider = config.provider;
    const error = callback.query.error;
    if (typeof error === 'string') {
      return error === 'access_denied'
        ? { outcome: 'refused', message: ssoCancelled(provider), reason: 'cancelled' }
        : { outcome: 'refused', message: ssoFailed(provider), reason: 'provider_error' };
    }
    let claims;
    try {
      const url = new URL(`${this.oidc.redirectUri}${callback.search}`);
      claims = await this.oidc.exchange(settings, checksOf(attempt, url), url);
    } catch (failure) {
      if (!(failure instanceof OidcFailure)) throw failure;
      const message = {
        cancelled: ssoCancelled(provider),
        unreachable: ssoProviderDown(provider),
        refused: ssoFailed(provider),
      }[failure.kind];
      return { outcome: 'refused', message, reason: failure.reason };
    }
    const verified = checkSchoolLock(config, claims);
    if (!verified.ok)
      return { outcome: 'refused', message: verified.message, reason: verified.reason };
    const decision = await this.accounts.decide(attempt.app, provider, verified);
    return decision.outcome === 'refused' ? { ...decision, reason: 'account' } : decision;
  }

  private settingsOf(config: SchoolSsoConfig): ClientSettings | null {
    const secret = this.box?.open(
      config.clientSecretSealed,
      secretBinding(config.schoolId, config.provider),
    );
    if (!secret) {
      // SSO_SECRET_KEY missing or changed: the secret must be entered again.
      this.logger.error(`sso_secret_unreadable config=${config.id}`);
      return null;
    }
    return {
      key: `${config.id}:${config.updatedAt.getTime()}`,
      provider: config.provider,
      clientId: config.clientId,
      clientSecret: secret,
      tenantId: config.tenantId,
    };
  }

  private async refuse(
    attempt: SsoAttempt,
    config: SchoolSsoConfig | null,
    message: string,
    reason: string,
    ip: string,
  ) {
    await this.repository.decide(attempt.id, { outcome: 'refused', message });
    await this.record(attempt, config, 'sso_refused', reason, ip);
  }

  private record(
    attempt: SsoAttempt,
    config: SchoolSsoConfig | null,
    action: string,
    reason: string,
    ip: string,
  ) {
    return this.audit.record(this.repository.configs.manager, {
      action,
      resource: 'auth',
      resourceId: attempt.id,
      after: { reason, app: attempt.app, provider: config?.provider ?? null },
      ip,
      schoolId: config?.schoolId ?? null,
    });
  }
}

/** The state is the callback's own: its hash found this attempt, so it is the one sent. */
const checksOf = (attempt: SsoAttempt, url: URL) => ({
  state: url.searchParams.get('state') ?? '',
  nonce: attempt.nonce,
  codeVerifier: attempt.codeVerifier,
});
