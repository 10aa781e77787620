import {
  FORGOT_SUCCESS,
  isStaffRole,
  normaliseEmail,
  RESET_PASSWORD_SUCCESS,
  RESET_TOKEN_INVALID,
} from '@aspire/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailService } from '../mail/mail.service';
import { passwordResetMail } from '../mail/templates';
import { User } from '../users/entities/user.entity';
import { COMMON_PASSWORD, isCommonPassword } from './common-passwords';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { EmailTokenService } from './email-token.service';
import { SessionCache } from './jwt/session-cache';
import { AuthLimitsService } from './limits/auth-limits.service';
import { PasswordService } from './password.service';

export const RESET_TTL_MS = 3_600_000;

@Injectable()
export class PasswordResetService {
  constructor(
    /** For transactions only. */
    private readonly dataSource: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly tokens: EmailTokenService,
    private readonly limits: AuthLimitsService,
    private readonly passwords: PasswordService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly sessions: SessionCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Same answer whether or not the address exists (no enumeration). */
  async forgot(rawEmail: string): Promise<{ message: string }> {
    const email = normaliseEmail(rawEmail);
    await this.limits.consume('forgot', email);
    const user = await this.users.findOneBy({ email });
    if (user) {
      const outbox = await this.dataSource.transaction(async (manager) => {
        const token = await this.tokens.issue(manager, user.id, 'reset', RESET_TTL_MS);
        // Staff reset in the back-office they sign in to; students in the portal. One link, one
        // endpoint (POST /api/users/reset-password) behind both pages.
        const page = isStaffRole(user.role) ? '/admin/#/reset-password' : '/reset-password';
        const url = `${this.config.appUrl}${page}?token=${token}&email=${encodeURIComponent(email)}`;
        return this.mail.enqueue(manager, passwordResetMail(email, url));
      });
      await this.mail.deliver(outbox);
    }
    return { message: FORGOT_SUCCESS };
  }

  /**
   * Single use, one hour, for this address only. Success revokes every other reset link and
   * every session (token version), and lifts a login lock (a reset unlocks, TC-RL-13). It also
   * verifies the address, as the verification link would: the link came to it
   * (docs/decisions/0301-a-password-reset-verifies-the-address.md).
   */
  async reset(dto: ResetPasswordDto, ip: string): Promise<{ message: string }> {
    if (isCommonPassword(dto.newPassword)) throw AppError.badRequest(COMMON_PASSWORD);
    const email = normaliseEmail(dto.email);
    const passwordHash = await this.passwords.hash(dto.newPassword);
    const userId = await this.dataSource.transaction(async (manager) => {
      const user = await manager.findOneBy(User, { email });
      const used = user && (await this.tokens.consume(manager, 'reset', dto.token));
      if (!user || !used || used.userId !== user.id) {
        throw AppError.badRequest(RESET_TOKEN_INVALID);
      }
      const now = this.clock.now();
      await manager.update(User, user.id, {
        passwordHash,
        emailVerifiedAt: user.emailVerifiedAt ?? now,
        tokenVersion: user.tokenVersion + 1,
        updatedAt: now,
      });
      await this.tokens.revokeAll(manager, user.id, 'reset');
      const row = {
        actorId: user.id,
        actorEmail: user.email,
        resource: 'users',
        resourceId: user.id,
        ip,
        schoolId: user.schoolId,
      };
      await this.audit.record(manager, { ...row, action: 'password_reset' });
      if (!user.emailVerifiedAt)
        await this.audit.record(manager, { ...row, action: 'email_verified' });
      return user.id;
    });
    // Every session ends: on this instance at once, elsewhere within SESSION_CACHE_MS.
    this.sessions.revokeUser(userId);
    await this.limits.reset('login', email);
    return { message: RESET_PASSWORD_SUCCESS };
  }
}
