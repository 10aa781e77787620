import { normaliseEmail } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { User } from '../users/entities/user.entity';
import { COMMON_PASSWORD, isCommonPassword } from './common-passwords';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { EmailTokenService } from './email-token.service';
import { EmailTokenPurpose } from './entities/email-token.entity';
import { SessionCache } from './jwt/session-cache';
import { AuthLimitsService } from './limits/auth-limits.service';
import { PasswordService } from './password.service';

/** What the link's own service records once the password is set (the user as it was before). */
export type PasswordSetAudit = (manager: EntityManager, user: User) => Promise<void>;

/**
 * A password set through an e-mailed single-use link: a reset, or a staff invitation. The link
 * is consumed by one conditional update (of many parallel uses one succeeds) and only for the
 * address it was sent to. Success verifies the address, as the verification link would (the
 * link came to it: docs/decisions/0301-a-password-reset-verifies-the-address.md), revokes every
 * other link of the kind and every session (token version), and lifts a login lock.
 */
@Injectable()
export class PasswordLinkService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: EmailTokenService,
    private readonly passwords: PasswordService,
    private readonly limits: AuthLimitsService,
    private readonly clock: Clock,
    private readonly sessions: SessionCache,
  ) {}

  /** Refuses with `invalid` a link that is unknown, used, expired or another address's. */
  async setPassword(
    purpose: EmailTokenPurpose,
    dto: ResetPasswordDto,
    invalid: string,
    audit: PasswordSetAudit,
  ): Promise<void> {
    if (isCommonPassword(dto.newPassword)) throw AppError.badRequest(COMMON_PASSWORD);
    const email = normaliseEmail(dto.email);
    const passwordHash = await this.passwords.hash(dto.newPassword);
    const userId = await this.dataSource.transaction(async (manager) => {
      const user = await manager.findOneBy(User, { email });
      const used = user && (await this.tokens.consume(manager, purpose, dto.token));
      if (!user || !used || used.userId !== user.id) throw AppError.badRequest(invalid);
      const now = this.clock.now();
      await manager.update(User, user.id, {
        passwordHash,
        emailVerifiedAt: user.emailVerifiedAt ?? now,
        tokenVersion: user.tokenVersion + 1,
        updatedAt: now,
      });
      await this.tokens.revokeAll(manager, user.id, purpose);
      await audit(manager, user);
      return user.id;
    });
    // Every session ends: on this instance at once, elsewhere within SESSION_CACHE_MS.
    this.sessions.revokeUser(userId);
    await this.limits.reset('login', email);
  }
}
