import {
  formatRecoveryCode,
  normaliseEmail,
  normaliseRecoveryCode,
  RECOVERY_ATTEMPTS,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_INVALID,
  RECOVERY_CODE_LENGTH,
  RECOVERY_CODE_TTL_MS,
  RECOVERY_IP_ATTEMPTS,
  RECOVERY_SUCCESS,
  recoveryIpLockedMessage,
  recoveryLockedMessage,
  recoveryPersonalEmailSent,
} from '@aspire/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import { EntityManager, IsNull, MoreThan, Repository } from 'typeorm';
import { Actor } from '../admin/actor.decorator';
import { OTHER_SCHOOL, schoolScope } from '../admin/school-scope';
import { AuditService } from '../audit/audit.service';
import { COMMON_PASSWORD, isCommonPassword } from '../auth/common-passwords';
import { EmailTokenService } from '../auth/email-token.service';
import { AuthSession } from '../auth/entities/auth-session.entity';
import { SessionCache } from '../auth/jwt/session-cache';
import { TokenService } from '../auth/jwt/token.service';
import { AuthLimitsService, recoveryKey } from '../auth/limits/auth-limits.service';
import { PasswordService } from '../auth/password.service';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Transactions } from '../database/transactions';
import { MailService } from '../mail/mail.service';
import { emailChangeMail } from '../mail/templates';
import { reportSchool } from '../reports/report-scope';
import { User } from '../users/entities/user.entity';
import { RecoverAccountDto, IssueRecoveryCodesDto } from './dto/recovery.dto';
import { RecoveryCode } from './entities/recovery-code.entity';
import { RecoveryRepository } from './recovery.repository';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';

/** One request prints at most this many codes (a year group of a large school). */
export const RECOVERY_BATCH_MAX = 500;
export const CHOOSE_STUDENTS = 'Choose a student, a year group or a class.';
export const TOO_MANY_STUDENTS = `At most ${RECOVERY_BATCH_MAX} codes at once: choose a class.`;
const PERSONAL_EMAIL_TTL_MS = 24 * 3_600_000;

type IssuedCode = {
  user_id: string;
  username: string;
  year_group: string | null;
  class_name: string | null;
  code: string;
};

/**
 * Recovery codes for students who cannot reach their school mailbox. A coordinator
 * issues them (their own school's students), a student spends one to set a new password.
 */
@Injectable()
export class RecoveryService {
  private readonly key: Buffer;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly students: RecoveryRepository,
    private readonly transactions: Transactions,
    private readonly limits: AuthLimitsService,
    private readonly passwords: PasswordService,
    private readonly tokens: EmailTokenService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly sessions: SessionCache,
    jwt: TokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // A key of its own, derived from the server secret: a leaked table cannot be checked offline.
    this.key = Buffer.from(
      hkdfSync('sha256', jwt.key.export(), Buffer.alloc(0), 'aspire recovery codes', 32),
    );
  }

  hash(code: string): string {
    return createHmac('sha256', this.key).update(normaliseRecoveryCode(code)).digest('hex');
  }

  /** POST /api/admin/recovery-codes: the codes, shown once; earlier live codes are revoked. */
  async issue(
    body: IssueRecoveryCodesDto,
    actor: Actor,
  ): Promise<{ expires_at: string; codes: IssuedCode[] }> {
    const students = await this.studentsFor(body, actor);
    const expiresAt = new Date(this.clock.now().getTime() + RECOVERY_CODE_TTL_MS);
    const codes: IssuedCode[] = [];
    for (const student of students) {
      const code = randomCode();
      // Under the student's row lock: two coordinators reissuing at once leave one live code.
      await this.transactions.locked(User, { id: student.id }, async (m, user) => {
        if (!user) return;
        const now = this.clock.now();
        const revoked = await m.update(
          RecoveryCode,
          { userId: user.id, usedAt: IsNull(), revokedAt: IsNull() },
          { revokedAt: now },
        );
        if (revoked.affected) await this.record(m, actor, 'recovery_code_revoked', user);
        await m.insert(RecoveryCode, {
          userId: user.id,
          codeHash: this.hash(code),
          expiresAt,
          usedAt: null,
          revokedAt: null,
          createdAt: now,
        });
        await this.record(m, actor, 'recovery_code_issued', user, { expires_at: expiresAt });
        codes.push({
          user_id: user.id,
          username: user.username,
          year_group: user.yearGroup,
          class_name: user.className,
          code: formatRecoveryCode(code),
        });
      });
    }
    return { expires_at: expiresAt.toISOString(), codes };
  }

  /** The student's live code, if any: when it was issued and when it expires (never the code). */
  async liveCode(userId: string): Promise<{ issued_at: Date; expires_at: Date } | null> {
    const code = await this.users.manager.findOne(RecoveryCode, {
      where: {
        userId,
        usedAt: IsNull(),
        revokedAt: IsNull(),
        expiresAt: MoreThan(this.clock.now()),
      },
      order: { createdAt: 'DESC' },
    });
    return code ? { issued_at: code.createdAt, expires_at: code.expiresAt } : null;
  }

  /** DELETE /api/admin/recovery-codes/:userId: the student's live code stops working. */
  async revoke(userId: string, actor: Actor): Promise<{ revoked: number }> {
    await this.student(userId, actor);
    return this.transactions.locked(User, { id: userId }, async (m, user) => {
      if (!user) throw AppError.notFound('User not found.');
      const result = await m.update(
        RecoveryCode,
        { userId, usedAt: IsNull(), revokedAt: IsNull() },
        { revokedAt: this.clock.now() },
      );
      if (result.affected) await this.record(m, actor, 'recovery_code_revoked', user);
      return { revoked: result.affected ?? 0 };
    });
  }

  /**
   * POST /api/users/recover. Attempts are counted first, atomically, per IP and per username
   * typed (so parallel guesses are refused, not checked); the code is spent by one conditional
   * UPDATE in the same transaction as the new password, the token version bump and the deletion
   * of every session row.
   */
  async recover(dto: RecoverAccountDto, ip: string): Promise<{ message: string }> {
    await this.limits.consumeWindow(
      'recover_ip',
      ip,
      RECOVERY_IP_ATTEMPTS,
      recoveryIpLockedMessage,
    );
    const attempt = await this.limits.consumeWindow(
      'recover',
      recoveryKey(dto.username),
      RECOVERY_ATTEMPTS,
      recoveryLockedMessage,
    );
    if (isCommonPassword(dto.newPassword)) throw AppError.badRequest(COMMON_PASSWORD);
    const personal = dto.personalEmail ? normaliseEmail(dto.personalEmail) : null;
    const passwordHash = await this.passwords.hash(dto.newPassword);
    const codeHash = this.hash(dto.code);
    const done = await this.transactions.run(async (m) => {
      const now = this.clock.now();
      const user = await m.findOneBy(User, { usernameKey: dto.username.toLowerCase() });
      const code =
        user &&
        (await m.findOneBy(RecoveryCode, {
          codeHash,
          userId: user.id,
          usedAt: IsNull(),
          revokedAt: IsNull(),
          expiresAt: MoreThan(now),
        }));
      if (!user || !code) throw AppError.badRequest(RECOVERY_CODE_INVALID);
      if (personal && (await m.existsBy(User, { email: personal }))) {
        throw AppError.conflict('An account with this email already exists.');
      }
      const spent = await m.update(
        RecoveryCode,
        { id: code.id, usedAt: IsNull(), revokedAt: IsNull() },
        { usedAt: now },
      );
      if (!spent.affected) throw AppError.badRequest(RECOVERY_CODE_INVALID);
      await m.update(User, user.id, {
        passwordHash,
        tokenVersion: user.tokenVersion + 1,
        updatedAt: now,
      });
      await m.delete(AuthSession, { userId: user.id });
      await this.tokens.revokeAll(m, user.id, 'reset');
      await this.audit.record(m, {
        actorId: user.id,
        actorEmail: user.email,
        action: 'recovery_code_used',
        resource: 'users',
        resourceId: user.id,
        after: { personal_email_requested: personal !== null },
        ip,
        schoolId: user.schoolId,
      });
      let outbox = null;
      if (personal) {
        // The existing e-mail change link: once opened, the personal address is the sign-in one.
        await this.tokens.revokeAll(m, user.id, 'email_change');
        const token = await this.tokens.issue(
          m,
          user.id,
          'email_change',
          PERSONAL_EMAIL_TTL_MS,
          personal,
        );
        const url = `${this.config.appUrl}/verify-email?token=${token}`;
        outbox = await this.mail.enqueue(m, emailChangeMail(personal, user.username, url));
      }
      return { user, outbox };
    });
    // Every session ends: on this instance at once, elsewhere within SESSION_CACHE_MS.
    this.sessions.revokeUser(done.user.id);
    await attempt.refund();
    await this.limits.reset('login', done.user.email);
    if (done.outbox) await this.mail.deliver(done.outbox);
    return { message: personal ? recoveryPersonalEmailSent(personal) : RECOVERY_SUCCESS };
  }

  private async studentsFor(body: IssueRecoveryCodesDto, actor: Actor): Promise<User[]> {
    if (body.user_id) return [await this.student(body.user_id, actor)];
    if (!body.year_group && !body.class_name) throw AppError.badRequest(CHOOSE_STUDENTS);
    const manager = this.users.manager;
    const schoolId = await reportSchool(manager, actor.user, body.school_id);
    const cohort = {
      schoolId,
      yearGroup: body.year_group ?? null,
      className: body.class_name ?? null,
    };
    const students = await this.students.cohortStudents(cohort, RECOVERY_BATCH_MAX + 1);
    if (students.length > RECOVERY_BATCH_MAX) throw AppError.badRequest(TOO_MANY_STUDENTS);
    return students;
  }

  /** A student the caller may act on: their own school's (403 otherwise), any for an admin. */
  private async student(userId: string, actor: Actor): Promise<User> {
    const scope = schoolScope(actor.user);
    const user = await this.users.manager.findOneBy(User, { id: userId, role: 'user' });
    if (!user) throw AppError.notFound('User not found.');
    if (scope !== null && user.schoolId !== scope) throw AppError.forbidden(OTHER_SCHOOL);
    return user;
  }

  private record(
    m: EntityManager,
    actor: Actor,
    action: string,
    user: User,
    after: Record<string, unknown> | null = null,
  ) {
    return this.audit.recordChange(m, actor, {
      action,
      resource: 'recovery_codes',
      id: user.id,
      before: null,
      after,
      schoolId: user.schoolId,
    });
  }
}

/** 16 characters of Crockford base32 from the CSPRNG: 80 bits. */
function randomCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += RECOVERY_CODE_ALPHABET[randomInt(32)];
  return code;
}
