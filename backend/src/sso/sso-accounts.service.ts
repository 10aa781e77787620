import {
  EMAIL_TAKEN,
  isStaffRole,
  normaliseEmail,
  notWhitelistedMessage,
  SSO_ACCOUNT_UNVERIFIED,
  SSO_EXPIRED,
  SsoApp,
  SsoProvider,
  USERNAME_TAKEN_SERVER,
} from '@aspire/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { QueryFailedError, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { NOT_STAFF } from '../auth/login.service';
import { PasswordService } from '../auth/password.service';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { isDuplicateKey } from '../database/duplicate-key';
import { Transactions } from '../database/transactions';
import { newStudent, User } from '../users/entities/user.entity';
import { claimingUsername, usernameTaken } from '../auth/username';
import { WhitelistService } from '../whitelist/whitelist.service';
import { Verified } from './claims';
import { SsoAttempt } from './entities/sso-attempt.entity';
import { Decision, SsoRepository } from './sso.repository';

export type NewAccount = { username: string; age: number | string };

/**
 * Who a verified provider account is in Aspire (docs/decisions/0165). A linked account signs in
 * by its link (issuer + subject). Otherwise an account with the same address is linked only if
 * Aspire verified that address itself (the e-mail round trip) — both sides then proved control
 * of the same school mailbox; an unverified account is never taken over. The back-office admits
 * staff only and creates no one; the portal admits whitelisted students and, for an address
 * with no account, asks for the username and age once before creating it.
 */
@Injectable()
export class SsoAccountsService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly repository: SsoRepository,
    private readonly whitelist: WhitelistService,
    private readonly passwords: PasswordService,
    private readonly audit: AuditService,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async decide(app: SsoApp, provider: SsoProvider, verified: Verified): Promise<Decision> {
    const email = normaliseEmail(verified.email);
    const identity = await this.repository.findIdentity(verified.issuer, verified.subject);
    const user = identity
      ? await this.users.findOneBy({ id: identity.userId })
      : await this.users.findOneBy({ email });
    const refused = (message: string): Decision => ({ outcome: 'refused', message });

    if (app === 'backoffice') {
      if (!user || !isStaffRole(user.role)) return refused(NOT_STAFF);
    } else if ((!user || user.role === 'user') && !(await this.whitelist.findMatch(email))) {
      return refused(notWhitelistedMessage(this.config.links.supportEmail));
    }
    if (!user)
      return { outcome: 'register', email, issuer: verified.issuer, subject: verified.subject };
    if (!identity) {
      if (!user.emailVerifiedAt) return refused(SSO_ACCOUNT_UNVERIFIED);
      await this.link(user, provider, verified, email);
    } else if (identity.email !== email) {
      await this.repository.updateIdentityEmail(identity.id, email);
    }
    return { outcome: 'signed-in', userId: user.id };
  }

  findUser(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /**
   * The first sign-in's account, made once the student gave a username and an age: verified
   * (the provider confirmed the address), linked, with a password no one knows ("Forgot
   * Password?" gives it one). Collecting the attempt is part of the same transaction, so fifty
   * identical requests create one account.
   */
  async create(attempt: SsoAttempt, provider: SsoProvider, body: NewAccount, ip: string) {
    const email = attempt.email!;
    const entry = await this.whitelist.findMatch(email);
    if (!entry) throw AppError.forbidden(notWhitelistedMessage(this.config.links.supportEmail));
    if (await usernameTaken(this.users.manager, body.username)) {
      throw AppError.conflict(USERNAME_TAKEN_SERVER);
    }
    const passwordHash = await this.passwords.hash(randomBytes(32).toString('base64url'));
    const now = this.clock.now();
    const user = newStudent(
      entry,
      { email, username: body.username, age: body.age, passwordHash, emailVerifiedAt: now },
      now,
    );
    await claimingUsername(() =>
      this.transactions.run(async (manager) => {
        if (!(await this.repository.takeFinish(attempt.id, attempt.browserHash, now, manager))) {
          throw AppError.badRequest(SSO_EXPIRED);
        }
        await manager.insert(User, user);
        await this.repository.addIdentity(
          {
            userId: user.id,
            provider,
            issuer: attempt.issuer!,
            subject: attempt.subject!,
            email,
            createdAt: now,
          },
          manager,
        );
        await this.audit.record(manager, {
          actorId: user.id,
          actorEmail: email,
          action: 'register',
          resource: 'users',
          resourceId: user.id,
          after: { method: 'sso', provider },
          ip,
          schoolId: user.schoolId,
        });
      }),
    ).catch(emailTaken);
    return user;
  }

  private async link(user: User, provider: SsoProvider, verified: Verified, email: string) {
    const now = this.clock.now();
    try {
      await this.transactions.run(async (manager) => {
        await this.repository.addIdentity(
          {
            userId: user.id,
            provider,
            issuer: verified.issuer,
            subject: verified.subject,
            email,
            createdAt: now,
          },
          manager,
        );
        await this.audit.record(manager, {
          actorId: user.id,
          actorEmail: user.email,
          action: 'sso_link',
          resource: 'users',
          resourceId: user.id,
          after: { provider },
          schoolId: user.schoolId,
        });
      });
    } catch (error) {
      // The same link made by a parallel sign-in of the same person: it exists, which is the point.
      if (!(error instanceof QueryFailedError && isDuplicateKey(error))) throw error;
      const linked = await this.repository.findIdentity(verified.issuer, verified.subject);
      if (linked?.userId !== user.id) throw error;
    }
  }
}

const emailTaken = (error: unknown): never => {
  if (error instanceof QueryFailedError && isDuplicateKey(error)) {
    throw AppError.conflict(EMAIL_TAKEN);
  }
  throw error;
};
