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
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailService } from '../mail/mail.service';
import { passwordResetMail } from '../mail/templates';
import { User } from '../users/entities/user.entity';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { EmailTokenService } from './email-token.service';
import { PasswordLinkService } from './password-link.service';
import { AuthLimitsService } from './limits/auth-limits.service';

export const RESET_TTL_MS = 3_600_000;

@Injectable()
export class PasswordResetService {
  constructor(
    /** For transactions only. */
    private readonly dataSource: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly tokens: EmailTokenService,
    private readonly limits: AuthLimitsService,
    private readonly links: PasswordLinkService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
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
   * Single use, one hour, for this address only (PasswordLinkService: it verifies the address,
   * ends every session and lifts a login lock, TC-RL-13). The audit trail gets the reset and,
   * for an address not verified before, its verification.
   */
  async reset(dto: ResetPasswordDto, ip: string): Promise<{ message: string }> {
    await this.links.setPassword('reset', dto, RESET_TOKEN_INVALID, async (manager, user) => {
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
    });
    return { message: RESET_PASSWORD_SUCCESS };
  }
}
