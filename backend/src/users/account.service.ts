import {
  ACCOUNT_PASSWORD_INCORRECT,
  EMAIL_CHANGE_REQUESTS,
  emailChangeRequestsMessage,
  passwordCheckLockedMessage,
  normaliseEmail,
  PASSWORD_REENTRIES,
  passwordReentriesMessage,
  USERNAME_TAKEN_SERVER,
} from '@aspire/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AuthUser, isAdmin } from '../auth/auth-user';
import { EmailTokenService } from '../auth/email-token.service';
import { AuthLimitsService } from '../auth/limits/auth-limits.service';
import { PasswordService } from '../auth/password.service';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Transactions } from '../database/transactions';
import { MailService } from '../mail/mail.service';
import { emailChangeMail } from '../mail/templates';
import { assertCooldown } from './cooldowns';
import { TopSubject, User, usernameFields } from './entities/user.entity';
import { claimingUsername, usernameTaken } from '../auth/username';

const EMAIL_CHANGE_TTL_MS = 24 * 3_600_000;

/**
 * The Manage Account actions (docs/product/dashboard.md, "Manage Account"), with the cooldowns
 * enforced here.
 */
@Injectable()
export class AccountService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly transactions: Transactions,
    private readonly passwords: PasswordService,
    private readonly limits: AuthLimitsService,
    private readonly tokens: EmailTokenService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async user(userId: string): Promise<User> {
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw AppError.notFound('User not found.');
    return user;
  }

  async profile(userId: string) {
    const u = await this.user(userId);
    return { username: u.username, email: u.email, role: u.role };
  }

  async dates(userId: string) {
    const u = await this.user(userId);
    return {
      lastEmailChangeDate: u.lastEmailChangeAt,
      lastDataDownloadDate: u.lastDataDownloadAt,
      lastUsernameChangeDate: u.lastUsernameChangeAt,
    };
  }

  /** A password check counts against the login lockout, so it cannot be used to guess. */
  async verifyPassword(userId: string, password: string) {
    const user = await this.user(userId);
    await this.limits.consume('login', user.email, passwordCheckLockedMessage);
    const isValid = await this.passwords.verify(user.passwordHash, password);
    if (isValid) await this.limits.reset('login', user.email);
    return { isValid };
  }

  /**
   * Re-authentication before deleting an account or changing its e-mail (ASVS 5.0
   * 7.5.1): the caller's own password (an admin acting for a student gives theirs). Each try takes
   * one use of an atomic budget first (so parallel guesses cannot pass it); a correct one is
   * given back. Wrong: 403 "Incorrect password." (docs/product/dashboard.md).
   */
  async assertPassword(caller: AuthUser, password: string): Promise<void> {
    const user = await this.user(caller.id);
    const attempt = await this.limits.consumeWindow(
      'reauth',
      caller.id,
      PASSWORD_REENTRIES,
      passwordReentriesMessage,
    );
    if (!(await this.passwords.verify(user.passwordHash, password))) {
      throw AppError.forbidden(ACCOUNT_PASSWORD_INCORRECT);
    }
    await attempt.refund();
  }

  async updateUsername(caller: AuthUser, userId: string, username: string, ip: string) {
    // Under the user's row lock: parallel changes pass the 30-day rule once (atomic-limits.md).
    const change = () =>
      this.transactions.locked(User, { id: userId }, async (manager, user) => {
        if (!user) throw AppError.notFound('User not found.');
        assertCooldown(caller, 'username', user.lastUsernameChangeAt, this.clock.now());
        if (await usernameTaken(manager, username, userId)) {
          throw AppError.conflict(USERNAME_TAKEN_SERVER);
        }
        const now = this.clock.now();
        await manager.update(User, userId, {
          ...usernameFields(username),
          lastUsernameChangeAt: now,
          updatedAt: now,
        });
        await this.audit.record(manager, {
          actorId: caller.id,
          actorEmail: caller.email,
          action: 'update_username',
          resource: 'users',
          resourceId: userId,
          before: { username: user.username },
          after: { username },
          ip,
          schoolId: user.schoolId,
        });
        return { username, lastUsernameChangeDate: now };
      });
    return claimingUsername(change);
  }

  /** The new address gets a link; the change applies only when it is opened (verify-email). */
  async requestEmailChange(caller: AuthUser, userId: string, rawEmail: string, password: string) {
    const newEmail = normaliseEmail(rawEmail);
    const user = await this.user(userId);
    await this.assertPassword(caller, password);
    assertCooldown(caller, 'email', user.lastEmailChangeAt, this.clock.now());
    // Each request mails an address the student typed: a budget, counted before anything else.
    if (!isAdmin(caller)) {
      await this.limits.consumeWindow(
        'email_change',
        userId,
        EMAIL_CHANGE_REQUESTS,
        emailChangeRequestsMessage,
      );
    }
    if (newEmail === user.email) throw AppError.badRequest('This is already your email address.');
    if (await this.users.existsBy({ email: newEmail })) {
      throw AppError.conflict('An account with this email already exists.');
    }
    // Transactions.run: parallel requests of one user may deadlock on MariaDB's gap locks over
    // email_tokens; the whole transaction then simply runs again.
    const outbox = await this.transactions.run(async (manager) => {
      await this.tokens.revokeAll(manager, userId, 'email_change');
      const token = await this.tokens.issue(
        manager,
        userId,
        'email_change',
        EMAIL_CHANGE_TTL_MS,
        newEmail,
      );
      const url = `${this.config.appUrl}/verify-email?token=${token}`;
      return this.mail.enqueue(manager, emailChangeMail(newEmail, user.username, url));
    });
    await this.mail.deliver(outbox);
    return { message: `A verification email has been sent to ${newEmail}.` };
  }

  async saveTopSubjects(userId: string, topSubjects: TopSubject[]) {
    await this.user(userId);
    await this.users.update(userId, {
      topSubjects: topSubjects.slice(0, 20),
      updatedAt: this.clock.now(),
    });
    return { message: 'Top subjects saved successfully' };
  }

  /** The account data, plus the restriction date the Enrich+ sidebar carries back to /dashboard. */
  async appRole(userId: string) {
    const u = await this.user(userId);
    return {
      app_role: u.appRole,
      last_team_participation: u.lastTeamParticipation,
      restriction_until: u.restrictionUntil,
    };
  }
}
