import {
  normaliseEmail,
  RESEND_SUCCESS,
  VERIFY_EMAIL_SUCCESS,
  VERIFY_TOKEN_INVALID,
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
import { verificationMail } from '../mail/templates';
import { User } from '../users/entities/user.entity';
import { EmailTokenService } from './email-token.service';
import { AuthLimitsService } from './limits/auth-limits.service';
import { VERIFY_TTL_MS } from './registration.service';

@Injectable()
export class EmailVerificationService {
  constructor(
    /** For transactions only. */
    private readonly dataSource: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly tokens: EmailTokenService,
    private readonly limits: AuthLimitsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Opens a sign-up link, or an e-mail change link (which then applies the new address). */
  async verify(token: string, ip: string): Promise<{ message: string }> {
    await this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const signUp = await this.tokens.consume(manager, 'verify', token);
      const change = signUp ? null : await this.tokens.consume(manager, 'email_change', token);
      const used = signUp ?? change;
      if (!used) throw AppError.badRequest(VERIFY_TOKEN_INVALID);
      const changes: Partial<User> = { emailVerifiedAt: now, updatedAt: now };
      if (change?.newEmail) {
        if (await manager.existsBy(User, { email: change.newEmail })) {
          throw AppError.conflict('An account with this email already exists.');
        }
        Object.assign(changes, { email: change.newEmail, lastEmailChangeAt: now });
      }
      await manager.update(User, used.userId, changes);
      const owner = await manager.findOne(User, {
        where: { id: used.userId },
        select: { id: true, email: true, schoolId: true },
      });
      await this.audit.record(manager, {
        actorId: used.userId,
        actorEmail: owner?.email ?? null,
        action: change ? 'email_changed' : 'email_verified',
        resource: 'users',
        resourceId: used.userId,
        ip,
        schoolId: owner?.schoolId ?? null,
      });
    });
    return { message: VERIFY_EMAIL_SUCCESS };
  }

  /** Same answer whether or not the address exists or is already verified (no enumeration). */
  async resend(rawEmail: string): Promise<{ message: string }> {
    const email = normaliseEmail(rawEmail);
    await this.limits.consume('resend', email);
    const user = await this.users.findOneBy({ email });
    if (user && !user.emailVerifiedAt) {
      const outbox = await this.dataSource.transaction(async (manager) => {
        await this.tokens.revokeAll(manager, user.id, 'verify');
        const token = await this.tokens.issue(manager, user.id, 'verify', VERIFY_TTL_MS);
        const url = `${this.config.appUrl}/verify-email?token=${token}`;
        return this.mail.enqueue(manager, verificationMail(email, user.username, url));
      });
      await this.mail.deliver(outbox);
    }
    return { message: RESEND_SUCCESS };
  }
}
