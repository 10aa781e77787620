import {
  EMAIL_NOT_VERIFIED,
  INVALID_CREDENTIALS,
  isStaffRole,
  normaliseEmail,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AppError } from '../common/app-error';
import { MetricsService } from '../observability/metrics.service';
import { User } from '../users/entities/user.entity';
import { LoginDto } from './dto/login.dto';
import { SessionService } from './session.service';
import { recordStaffSignIn } from './staff-sign-in.audit';
import { AuthLimitsService, emailKey } from './limits/auth-limits.service';
import { PasswordService } from './password.service';

export const NOT_STAFF = 'This account does not have access to the back-office.';

@Injectable()
export class LoginService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly limits: AuthLimitsService,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
    private readonly metrics: MetricsService,
  ) {}

  /** POST /api/users/login: `{token, user_id}` (docs/product/access.md, "Signing in"). */
  async login(dto: LoginDto, ip: string, device?: string) {
    const { user, reset } = await this.authenticate(dto, ip, device);
    const [token] = await Promise.all([this.sessions.start(user, 'portal'), reset]);
    return { token, user_id: user.id };
  }

  /** POST /api/admin/login: `{token}` for staff only (domain's STAFF_ROLES). */
  async adminLogin(dto: LoginDto, ip: string, device?: string) {
    const { user, reset } = await this.authenticate(dto, ip, device);
    if (!isStaffRole(user.role)) {
      await reset;
      throw AppError.forbidden(NOT_STAFF);
    }
    const [token] = await Promise.all([
      this.sessions.start(user, 'backoffice'),
      reset,
      recordStaffSignIn(this.audit, this.users.manager, user, ip, 'password'),
    ]);
    return { token };
  }

  /**
   * An attempt is taken (atomically, under lock and backoff) before the password is checked, so
   * parallel guesses are refused rather than checked; success gives the count back. The same
   * work and the same answer whether or not the e-mail exists (security.md §7 #3, #8). The
   * count's reset is handed back unawaited, so the caller can start the session meanwhile.
   * A browser that signed in to this account before (`device`: its device cookie's key) is
   * counted on its own, so wrong passwords typed elsewhere do not lock it out
   * (docs/decisions/0082-device-cookies-against-lockout-abuse.md).
   */
  private async authenticate(
    dto: LoginDto,
    ip: string,
    device?: string,
  ): Promise<{ user: User; reset: Promise<void> }> {
    const email = normaliseEmail(dto.email);
    const subject = device ?? emailKey(email);
    // The account is read while the attempt is taken (one round trip of waiting, not two); a
    // refused attempt throws before any password is checked.
    const [attempt, user] = await Promise.all([
      this.limits.consumeFor('login', subject),
      this.users.findOneBy({ email }),
    ]);
    const ok = user
      ? await this.passwords.verify(user.passwordHash, dto.password)
      : await this.passwords.verifyNothing(dto.password);
    if (!user || !ok) {
      this.metrics.login(attempt.locked ? 'locked' : 'failure');
      await this.securityEvent(attempt.locked ? 'login_locked' : 'login_failed', user, ip);
      throw AppError.unauthorized(INVALID_CREDENTIALS);
    }
    const reset = this.limits.reset('login', email, subject);
    if (!user.emailVerifiedAt) {
      await reset;
      throw AppError.forbidden(EMAIL_NOT_VERIFIED);
    }
    this.metrics.login('success');
    return { user, reset };
  }

  private securityEvent(action: string, user: User | null, ip: string) {
    return this.audit.record(this.users.manager, {
      actorId: user?.id ?? null,
      actorEmail: user?.email ?? null,
      action,
      resource: 'auth',
      resourceId: user?.id ?? null,
      ip,
      schoolId: user?.schoolId ?? null,
    });
  }
}
