import {
  EMAIL_TAKEN,
  normaliseEmail,
  notWhitelistedMessage,
  registerEmailLockedMessage,
  registerLockedMessage,
  REGISTER_SUCCESS,
  USERNAME_TAKEN_SERVER,
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
import { RejectedSignupsRecorder } from './rejected-signups.recorder';
import { MetricsService } from '../observability/metrics.service';
import { newStudent, User } from '../users/entities/user.entity';
import { WhitelistEntry } from '../whitelist/entities/whitelist-entry.entity';
import { WhitelistService } from '../whitelist/whitelist.service';
import { claimingUsername, usernameTaken } from './username';
import { COMMON_PASSWORD, isCommonPassword } from './common-passwords';
import { RegisterDto } from './dto/register.dto';
import { EmailTokenService } from './email-token.service';
import { AuthLimitsService } from './limits/auth-limits.service';
import { PasswordService } from './password.service';

export const VERIFY_TTL_MS = 24 * 3_600_000;

/** Not whitelisted, or already registered: what probing an address would reveal. */
const aboutTheAddress = (error: unknown): boolean =>
  error instanceof AppError &&
  (error.getStatus() === 403 || (error.getStatus() === 409 && error.message === EMAIL_TAKEN));

@Injectable()
export class RegistrationService {
  constructor(
    /** For transactions only. */
    private readonly dataSource: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly whitelist: WhitelistService,
    private readonly limits: AuthLimitsService,
    private readonly passwords: PasswordService,
    private readonly tokens: EmailTokenService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rejections: RejectedSignupsRecorder,
    private readonly metrics: MetricsService,
  ) {}

  /**
   * Registration (docs/decisions/0011-registration-budgets.md): the per-IP budget and the
   * per-address lock (each taken atomically before any work), whitelist, uniqueness, then one
   * transaction. A failure counts
   * against the address only when it is about the address.
   */
  async register(dto: RegisterDto, ip: string): Promise<{ message: string }> {
    const email = normaliseEmail(dto.email);
    const ipBudget = await this.limits.consumeWindow(
      'register_ip',
      ip,
      this.limits.registerIpRule(),
      registerLockedMessage,
    );
    const entry = await this.admitting(email);
    const attempt = await this.limits.consume('register', email, registerEmailLockedMessage);
    try {
      await this.create(dto, email, ip, entry);
    } catch (error) {
      if (!aboutTheAddress(error)) await attempt.refund();
      throw error;
    }
    // A year group signing up behind one school address: an account made from a whitelisted
    // address does not use up the per-IP budget; refused attempts do (docs/decisions/0112).
    await Promise.all([this.limits.reset('register', email), ipBudget.giveBack()]);
    return { message: REGISTER_SUCCESS };
  }

  /**
   * Seconds before a sign-up for `email` is decided again, as `register` would decide it now
   * (the same forgiving first): the portal asks while its own record says locked
   * (docs/product/access.md, "How attempts are forgotten"). Counts nothing.
   */
  async waitSeconds(rawEmail: string): Promise<number> {
    const email = normaliseEmail(rawEmail);
    await this.admitting(email);
    return this.limits.waitSeconds('register', email);
  }

  /**
   * The whitelist entry that admits `email` now, if any. Refusals from before the school
   * whitelisted the address are forgiven (docs/decisions/0112-sign-ups-a-school-can-fix.md).
   */
  private async admitting(email: string): Promise<WhitelistEntry | null> {
    const entry = await this.whitelist.findMatch(email);
    if (entry) await this.limits.forgiveRegistrationBefore(email, entry.createdAt);
    return entry;
  }

  private async create(
    dto: RegisterDto,
    email: string,
    ip: string,
    entry: WhitelistEntry | null,
  ): Promise<void> {
    if (isCommonPassword(dto.password)) throw AppError.badRequest(COMMON_PASSWORD);
    if (!entry) {
      await this.rejections.record(email);
      this.metrics.registrationRefusedByWhitelist();
      throw AppError.forbidden(notWhitelistedMessage(this.config.links.supportEmail));
    }
    if (await usernameTaken(this.users.manager, dto.username)) {
      throw AppError.conflict(USERNAME_TAKEN_SERVER);
    }
    if (await this.users.existsBy({ email })) throw AppError.conflict(EMAIL_TAKEN);
    const passwordHash = await this.passwords.hash(dto.password);
    const now = this.clock.now();
    const user = newStudent(
      entry,
      { email, username: dto.username, age: dto.age, passwordHash, emailVerifiedAt: null },
      now,
    );
    const outbox = await claimingUsername(() =>
      this.dataSource.transaction(async (manager) => {
        await manager.insert(User, user);
        const token = await this.tokens.issue(manager, user.id, 'verify', VERIFY_TTL_MS);
        const url = `${this.config.appUrl}/verify-email?token=${token}`;
        const mail = await this.mail.enqueue(manager, verificationMail(email, user.username, url));
        await this.audit.record(manager, {
          actorId: user.id,
          actorEmail: email,
          action: 'register',
          resource: 'users',
          resourceId: user.id,
          ip,
          schoolId: user.schoolId,
        });
        return mail;
      }),
    );
    await this.mail.deliver(outbox);
  }
}
