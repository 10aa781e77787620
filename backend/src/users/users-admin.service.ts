import { ERASE_SELF_REFUSED, ERASE_STUDENTS_ONLY, USERNAME_TAKEN_SERVER } from '@aspire/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { Actor } from '../admin/actor.decorator';
import { assertInScope } from '../admin/school-scope';
import { AuditService } from '../audit/audit.service';
import { EmailTokenService } from '../auth/email-token.service';
import { SessionCache } from '../auth/jwt/session-cache';
import { AuthLimitsService } from '../auth/limits/auth-limits.service';
import { VERIFY_TTL_MS } from '../auth/registration.service';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailService } from '../mail/mail.service';
import { verificationMail } from '../mail/templates';
import { lockRow } from '../database/transactions';
import { moveCompletedSessions } from '../assessments/scale-sums.repository';
import { knownSchool } from '../schools/known-school';
import { UserChangesDto } from './dto/user-changes.dto';
import { User } from './entities/user.entity';
import { ErasureService } from './erasure.service';
import { claimingUsername, usernameTaken } from '../auth/username';
import { AdminUser, toAdminUser, withLocks } from './users-admin.resource';
import { NormCohortCache } from '../assessments/norm-cohort-cache';

export const STAFF_BY_ADMINS_ONLY =
  'Coordinators manage student accounts only; ask an admin to change a staff account.';

/** Staff actions on accounts; coordinators act only on their school's students. */
@Injectable()
export class UsersAdminService {
  constructor(
    /** For transactions only: each one writes users, tokens, audit and mail together. */
    private readonly dataSource: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly audit: AuditService,
    private readonly limits: AuthLimitsService,
    private readonly tokens: EmailTokenService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly erasure: ErasureService,
    private readonly sessions: SessionCache,
    private readonly cohorts: NormCohortCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(id: string, actor: Actor): Promise<AdminUser> {
    return this.view(await this.find(this.users.manager, id, actor));
  }

  update(id: string, body: UserChangesDto, actor: Actor): Promise<AdminUser> {
    return claimingUsername(async () => {
      // The login lock the views show, read before the transaction (an update never changes
      // the e-mail): inside it, a second connection while the account's row is locked could
      // exhaust the pool when completions of the same students wait on that lock.
      const existing = await this.findToChange(this.users.manager, id, actor);
      const [{ locked_until }] = await withLocks(this.limits, [toAdminUser(existing)]);
      const view = (u: User): AdminUser => ({ ...toAdminUser(u), locked_until });
      return this.dataSource.transaction(async (m) => {
        // The account's row lock first: a completion (which adds to the sums of the student's
        // school under the same lock) is then wholly before this change or after it, and the
        // reads below see what it committed.
        await lockRow(m, User, { id });
        const user = await this.findToChange(m, id, actor);
        const before = view(user);
        const changes = this.changes(body, user, actor);
        if (changes.schoolId !== undefined) await knownSchool(m, changes.schoolId);
        if (changes.username) {
          if (await usernameTaken(m, changes.username, id)) {
            throw AppError.conflict(USERNAME_TAKEN_SERVER);
          }
          changes.usernameKey = changes.username.toLowerCase();
        }
        // A new role ends every session, so old tokens cannot keep the old powers.
        if (changes.role && changes.role !== user.role)
          changes.tokenVersion = user.tokenVersion + 1;
        await m.update(User, id, { ...changes, updatedAt: this.clock.now() });
        // Scale health's sums follow the student to the new school, or out of them.
        await moveCompletedSessions(m, id, user, {
          role: changes.role ?? user.role,
          schoolId: changes.schoolId !== undefined ? changes.schoolId : user.schoolId,
        });
        const after = view(await this.find(m, id, actor));
        const action = changes.role && changes.role !== user.role ? 'role_change' : 'update';
        await this.audit.recordChange(m, actor, {
          action,
          resource: 'users',
          id,
          before,
          after,
          schoolId: after.school_id,
        });
        return after;
      });
    }).then((after) => {
      // Role and school travel with the verified token: this instance forgets it at once, the
      // others within SESSION_CACHE_MS (a role change also bumps the token version above).
      this.sessions.revokeUser(id);
      // The student's sessions left their old school's norm group (NormCohortCache).
      this.cohorts.changed();
      return after;
    });
  }

  /** The student's own erasure, checked under the account's lock and audited with the reason. */
  erase(id: string, reason: string, actor: Actor) {
    const caller = { id: actor.user.id, email: actor.user.email, ip: actor.ip };
    return this.erasure.erase({ ...caller, reason: reason.trim() }, id, (user) => {
      assertInScope(actor.user, user.schoolId);
      if (user.id === actor.user.id) throw AppError.forbidden(ERASE_SELF_REFUSED);
      if (actor.user.role !== 'admin' && user.role !== 'user') {
        throw AppError.forbidden(ERASE_STUDENTS_ONLY);
      }
    });
  }

  async unlock(id: string, actor: Actor) {
    const user = await this.findToChange(this.users.manager, id, actor);
    await this.limits.reset('login', user.email);
    await this.audit.recordChange(this.users.manager, actor, {
      action: 'unlock',
      resource: 'users',
      id,
      before: null,
      after: null,
      schoolId: user.schoolId,
    });
    return { message: `${user.email} can log in again.` };
  }

  async resendVerification(id: string, actor: Actor) {
    const user = await this.findToChange(this.users.manager, id, actor);
    if (user.emailVerifiedAt) throw AppError.conflict('This account is already verified.');
    const outbox = await this.dataSource.transaction(async (m) => {
      await this.tokens.revokeAll(m, id, 'verify');
      const token = await this.tokens.issue(m, id, 'verify', VERIFY_TTL_MS);
      await this.audit.recordChange(m, actor, {
        action: 'resend_verification',
        resource: 'users',
        id,
        before: null,
        after: null,
        schoolId: user.schoolId,
      });
      return this.mail.enqueue(
        m,
        verificationMail(
          user.email,
          user.username,
          `${this.config.appUrl}/verify-email?token=${token}`,
        ),
      );
    });
    await this.mail.deliver(outbox);
    return { message: `Verification email sent to ${user.email}.` };
  }

  /** The DTO has checked each field's form; here, what this actor may change. */
  private changes(body: UserChangesDto, user: User, actor: Actor): Partial<User> {
    const changes: Partial<User> = {};
    if (body.username !== undefined && body.username !== user.username) {
      changes.username = body.username;
    }
    const admin = actor.user.role === 'admin';
    if (body.role !== undefined && body.role !== user.role) {
      if (!admin) throw AppError.forbidden('Only admins can change roles.');
      changes.role = body.role;
    }
    if (body.school_id !== undefined && body.school_id !== user.schoolId) {
      if (!admin) throw AppError.forbidden('Only admins can move users between schools.');
      changes.schoolId = body.school_id;
    }
    return changes;
  }

  /** An account this actor may change: coordinators manage their school's students only. */
  private async findToChange(m: EntityManager, id: string, actor: Actor): Promise<User> {
    const user = await this.find(m, id, actor);
    if (actor.user.role !== 'admin' && user.role !== 'user') {
      throw AppError.forbidden(STAFF_BY_ADMINS_ONLY);
    }
    return user;
  }

  private async find(m: EntityManager, id: string, actor: Actor): Promise<User> {
    const user = await m.findOne(User, { where: { id }, relations: { school: true } });
    if (!user) throw AppError.notFound('User not found.');
    assertInScope(actor.user, user.schoolId);
    return user;
  }

  private async view(user: User): Promise<AdminUser> {
    const [row] = await withLocks(this.limits, [toAdminUser(user)]);
    return row;
  }
}
