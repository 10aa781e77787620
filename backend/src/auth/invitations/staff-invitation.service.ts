import {
  EMAIL_TAKEN,
  isStaffRole,
  normaliseEmail,
  roleLabel,
  STAFF_INVITATION_ACCOUNT_EXISTS,
  STAFF_INVITATION_INVALID,
  STAFF_INVITATION_SCHOOL_REQUIRED,
  STAFF_PASSWORD_SET,
  staffInvitationSent,
} from '@aspire/domain';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { Actor } from '../../admin/actor.decorator';
import { AuditService } from '../../audit/audit.service';
import { AppError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { isDuplicateKey } from '../../database/duplicate-key';
import { lockRow } from '../../database/transactions';
import { MailService } from '../../mail/mail.service';
import { staffInvitationMail } from '../../mail/templates';
import { School } from '../../schools/entities/school.entity';
import { newUser, User } from '../../users/entities/user.entity';
import { ResetPasswordDto } from '../dto/reset-password.dto';
import { StaffInvitationDto } from '../dto/staff-invitation.dto';
import { EmailTokenService } from '../email-token.service';
import { PasswordLinkService } from '../password-link.service';
import { PasswordService } from '../password.service';
import { claimingUsername, usernameTaken } from '../username';

/** How long an invitation link works (docs/decisions/0103-staff-invitations.md). */
export const STAFF_INVITE_TTL_MS = 72 * 3_600_000;

/**
 * Two invitations of one new address at once: the second insert meets the unique address and
 * is told what a later one would be; a username taken meanwhile reads as usual.
 */
const claimingAddress = <T>(work: () => Promise<T>): Promise<T> =>
  claimingUsername(work).catch((error: unknown) => {
    if (error instanceof QueryFailedError && isDuplicateKey(error)) {
      throw AppError.conflict(STAFF_INVITATION_ACCOUNT_EXISTS);
    }
    throw error;
  });

/**
 * Staff accounts made by invitation (docs/product/access.md, "Staff accounts"): an admin names
 * the address, the role and the school; the account exists at once, unverified and with a
 * password nobody knows, and the invitee chooses one from a single-use link.
 */
@Injectable()
export class StaffInvitationService {
  constructor(
    /** For transactions only. */
    private readonly dataSource: DataSource,
    private readonly tokens: EmailTokenService,
    private readonly passwords: PasswordService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly links: PasswordLinkService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A new account, or again for one whose invitation is still open (its earlier links stop
   * working). An address whose account is in use is refused: a role change is the Users page's.
   */
  async invite(dto: StaffInvitationDto, actor: Actor): Promise<{ message: string }> {
    const email = normaliseEmail(dto.email);
    const schoolId = dto.school_id ?? null;
    // Only an admin works across schools.
    if (dto.role !== 'admin' && schoolId === null) {
      throw AppError.badRequest(STAFF_INVITATION_SCHOOL_REQUIRED);
    }
    // The account's password until the invitee sets one: random, never shown, never mailed.
    const placeholder = await this.passwords.hash(randomBytes(32).toString('base64url'));
    const outbox = await claimingAddress(() =>
      this.dataSource.transaction(async (manager) => {
        const school = schoolId === null ? null : await manager.findOneBy(School, { id: schoolId });
        if (schoolId !== null && !school) throw AppError.badRequest('This school does not exist.');
        const existing = await lockRow(manager, User, { email });
        if (existing && (existing.emailVerifiedAt || !isStaffRole(existing.role))) {
          throw AppError.conflict(STAFF_INVITATION_ACCOUNT_EXISTS);
        }
        const now = this.clock.now();
        const user = existing ?? (await this.newAccount(manager, email, placeholder));
        const before = existing ? { role: existing.role, school_id: existing.schoolId } : null;
        await manager.update(User, user.id, {
          role: dto.role,
          schoolId,
          passwordHash: placeholder,
          tokenVersion: user.tokenVersion + 1,
          updatedAt: now,
        });
        await this.tokens.revokeAll(manager, user.id, 'staff_invite');
        const token = await this.tokens.issue(
          manager,
          user.id,
          'staff_invite',
          STAFF_INVITE_TTL_MS,
        );
        await this.audit.recordChange(manager, actor, {
          action: existing ? 'staff_reinvited' : 'staff_invited',
          resource: 'users',
          id: user.id,
          before,
          after: { email, role: dto.role, school_id: schoolId },
          schoolId,
        });
        const url =
          `${this.config.appUrl}/admin/#/set-password?token=${token}` +
          `&email=${encodeURIComponent(email)}`;
        const where = school ? ` for ${school.name}` : '';
        return this.mail.enqueue(
          manager,
          staffInvitationMail(email, roleLabel(dto.role).toLowerCase(), where, url),
        );
      }),
    );
    await this.mail.deliver(outbox);
    return { message: staffInvitationSent(email) };
  }

  /** The invitee's password, once (PasswordLinkService: it verifies the address too). */
  async accept(dto: ResetPasswordDto, ip: string): Promise<{ message: string }> {
    await this.links.setPassword('staff_invite', dto, STAFF_INVITATION_INVALID, (manager, user) =>
      this.audit.record(manager, {
        actorId: user.id,
        actorEmail: user.email,
        action: 'staff_invitation_accepted',
        resource: 'users',
        resourceId: user.id,
        after: { role: user.role, school_id: user.schoolId },
        ip,
        schoolId: user.schoolId,
      }),
    );
    return { message: STAFF_PASSWORD_SET };
  }

  private async newAccount(manager: EntityManager, email: string, passwordHash: string) {
    const now = this.clock.now();
    const user = newUser(
      {
        email,
        username: await this.freeUsername(manager, email),
        passwordHash,
        // Staff are not asked their age; 0 stands for "not asked" (the column has no null).
        age: 0,
        role: 'coordinator',
        schoolId: null,
        emailVerifiedAt: null,
      },
      now,
    );
    await manager.insert(User, user);
    return user;
  }

  /** The address's name as a username (letters, digits, _), with a number when it is taken. */
  private async freeUsername(manager: EntityManager, email: string): Promise<string> {
    const base = email
      .split('@')[0]
      .replace(/[^A-Za-z0-9_]/g, '_')
      .slice(0, 40)
      .padEnd(3, '_');
    for (let n = 0; n < 20; n++) {
      const name = n === 0 ? base : `${base}_${randomBytes(3).readUIntBE(0, 3) % 100000}`;
      if (!(await usernameTaken(manager, name))) return name;
    }
    throw AppError.conflict(EMAIL_TAKEN);
  }
}
