import { SSO_EXPIRED, SsoApp } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { SessionService } from '../auth/session.service';
import { recordStaffSignIn } from '../auth/staff-sign-in.audit';
import { AuditService } from '../audit/audit.service';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { User } from '../users/entities/user.entity';
import { NewAccount, SsoAccountsService } from './sso-accounts.service';
import { SsoRepository } from './sso.repository';

export type SignedIn = { status: 'signed-in'; token: string; user_id: string };
export type Register = { status: 'register'; email: string };

/**
 * The sign-in page collects what the callback decided (docs/decisions/0161): a session, the
 * registration step, or the refusal to show. Collecting is one conditional UPDATE, so only one
 * request gets the session; the token travels in this answer's body, never in a URL. The
 * session is Aspire's own, started as a password sign-in starts one.
 */
@Injectable()
export class SsoFinishService {
  constructor(
    private readonly repository: SsoRepository,
    private readonly accounts: SsoAccountsService,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async finish(
    browserHash: string | null,
    app: SsoApp,
    ip: string | null = null,
  ): Promise<SignedIn | Register> {
    const now = this.clock.now();
    const attempt = browserHash ? await this.repository.findDecided(browserHash, now) : null;
    if (!attempt || attempt.app !== app || !attempt.outcome) throw AppError.badRequest(SSO_EXPIRED);
    if (attempt.outcome === 'register') return { status: 'register', email: attempt.email! };
    if (!(await this.repository.takeFinish(attempt.id, attempt.browserHash, now))) {
      throw AppError.badRequest(SSO_EXPIRED);
    }
    if (attempt.outcome === 'refused') throw AppError.forbidden(attempt.message ?? SSO_EXPIRED);
    const user = await this.accounts.findUser(attempt.userId!);
    if (!user) throw AppError.badRequest(SSO_EXPIRED);
    if (app === 'backoffice') {
      await recordStaffSignIn(this.audit, this.repository.configs.manager, user, ip, 'sso');
    }
    return this.signIn(user, app);
  }

  /** The first sign-in's registration step: creates the account, then signs it in. */
  async register(browserHash: string | null, body: NewAccount, ip: string): Promise<SignedIn> {
    const now = this.clock.now();
    const attempt = browserHash ? await this.repository.findDecided(browserHash, now) : null;
    if (!attempt || attempt.outcome !== 'register' || attempt.app !== 'portal') {
      throw AppError.badRequest(SSO_EXPIRED);
    }
    const config = await this.repository.findConfig(attempt.configId);
    if (!config) throw AppError.badRequest(SSO_EXPIRED);
    const user = await this.accounts.create(attempt, config.provider, body, ip);
    return this.signIn(user, 'portal');
  }

  private async signIn(user: User, app: SsoApp): Promise<SignedIn> {
    const token = await this.sessions.start(user, app);
    return { status: 'signed-in', token, user_id: user.id };
  }
}
