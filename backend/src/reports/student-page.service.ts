import { hasForbiddenCharacters } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { Actor } from '../admin/actor.decorator';
import { assertInScope } from '../admin/school-scope';
import { AssignmentsService } from '../assignments/assignments.service';
import { AuditService } from '../audit/audit.service';
import { AuthLimitsService } from '../auth/limits/auth-limits.service';
import { AppError } from '../common/app-error';
import { Transactions } from '../database/transactions';
import { RecoveryService } from '../recovery/recovery.service';
import { User } from '../users/entities/user.entity';
import { WhitelistEntry } from '../whitelist/entities/whitelist-entry.entity';
import { StudentGroupsDto } from './dto/student-page.dto';
import { RosterListService, StudentRow } from './roster-list.service';
import { GROUP_CHARACTERS } from './roster.service';

export const NO_SUCH_STUDENT = 'This student does not exist.';

/**
 * A student's page (docs/product/coordinators.md, "A student's page"): who they are, their
 * progress as dates, their assignments' states, their login lock and whether a recovery code is
 * live. Never answers or scores. A coordinator reads their own school's students only (403).
 */
@Injectable()
export class StudentPageService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly roster: RosterListService,
    private readonly assignments: AssignmentsService,
    private readonly recovery: RecoveryService,
    private readonly limits: AuthLimitsService,
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
  ) {}

  async get(id: string, actor: Actor) {
    const user = await this.student(id, actor);
    const [row] = await this.roster.withProgress([this.row(user)]);
    const locked = await this.limits.lockedUntil('login', [user.email]);
    return {
      ...row,
      locked_until: locked.get(user.email) ?? null,
      assignments: (await this.assignments.mine(user.id)).map((a) => ({
        id: a.id,
        assessment_types: a.assessment_types,
        due_at: a.due_at,
        text: a.text,
        status: a.status,
      })),
      recovery_code: await this.recovery.liveCode(user.id),
    };
  }

  /** Changes the class and year group, on the account and its roster entry; audited. */
  async update(id: string, body: StudentGroupsDto, actor: Actor) {
    const groups = [body.year_group, body.class_name].filter((g) => g !== undefined);
    if (groups.some((g) => hasForbiddenCharacters(g!))) throw AppError.badRequest(GROUP_CHARACTERS);
    await this.student(id, actor);
    await this.transactions.locked(User, { id }, async (m, user) => {
      if (!user) throw AppError.notFound(NO_SUCH_STUDENT);
      const before = { year_group: user.yearGroup, class_name: user.className };
      const after = {
        year_group: body.year_group === undefined ? user.yearGroup : body.year_group.trim() || null,
        class_name: body.class_name === undefined ? user.className : body.class_name.trim() || null,
      };
      await m.update(User, id, { yearGroup: after.year_group, className: after.class_name });
      await m.update(
        WhitelistEntry,
        {
          type: 'email',
          value: user.email,
          schoolId: user.schoolId === null ? IsNull() : user.schoolId,
        },
        { yearGroup: after.year_group, className: after.class_name },
      );
      await this.audit.recordChange(m, actor, {
        action: 'update',
        resource: 'students',
        id,
        before,
        after,
        schoolId: user.schoolId,
      });
    });
    return this.get(id, actor);
  }

  /** The student, or 404; another school's student answers 403. */
  private async student(id: string, actor: Actor): Promise<User> {
    const user = await this.users.findOneBy({ id, role: 'user' });
    if (!user) throw AppError.notFound(NO_SUCH_STUDENT);
    assertInScope(actor.user, user.schoolId);
    return user;
  }

  private row(u: User): StudentRow {
    return {
      id: u.id,
      user_id: u.id,
      state: u.emailVerifiedAt ? 'active' : 'not_verified',
      rostered: true,
      username: u.username,
      email: u.email,
      school_id: u.schoolId,
      year_group: u.yearGroup,
      class_name: u.className,
      registered_at: u.createdAt,
      verified_at: u.emailVerifiedAt,
      last_active_at:
        u.emailVerifiedAt && u.emailVerifiedAt > u.createdAt ? u.emailVerifiedAt : u.createdAt,
      futureready_completed_at: null,
      uniready_completed_at: null,
      part_iii_completed_at: null,
      studystyle_completed_at: null,
    };
  }
}
