import {
  assignmentMessage,
  MANUAL_REMINDER_COOLDOWN_MS,
  MANUAL_REMINDER_TOO_SOON,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Actor } from '../admin/actor.decorator';
import { OTHER_SCHOOL, schoolScope } from '../admin/school-scope';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Transactions } from '../database/transactions';
import { reportSchool } from '../reports/report-scope';
import { User } from '../users/entities/user.entity';
import { AssignmentRemindersService } from './assignment-reminders.service';
import { checkAssignment, knownGroups } from './assignment-check';
import { countsOf, studentsInScope, studentStates } from './assignment-students';
import { AssignmentsRepository } from './assignments.repository';
import {
  CheckAssignmentDto,
  CHOOSE_SCOPE,
  CreateAssignmentDto,
  DUE_IN_FUTURE,
  NO_STUDENTS_IN_SCOPE,
  UpdateAssignmentDto,
} from './dto/assignment.dto';
import { Assignment } from './entities/assignment.entity';

export const ASSIGNMENT_NOT_FOUND = 'Assignment not found.';
export const ADMIN_NAMES_SCHOOL = 'school_id is required: choose the school of the assignment.';

const trimmed = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

const view = (a: Assignment) => ({
  id: a.id,
  school_id: a.schoolId,
  assessment_types: a.assessmentTypes,
  year_group: a.yearGroup,
  class_name: a.className,
  due_at: a.dueAt.toISOString(),
  message: a.message,
  created_by: a.createdBy,
  created_at: a.createdAt.toISOString(),
  reminded_at: a.remindedAt ? a.remindedAt.toISOString() : null,
});

/** An assignment nobody is in ("Year 99") is a typo: refused, never stored. */
async function assertHasStudents(
  rows: AssignmentsRepository,
  m: EntityManager,
  a: Assignment,
): Promise<void> {
  if (!(await studentsInScope(rows, m, a)).length) throw AppError.badRequest(NO_STUDENTS_IN_SCOPE);
}

/** Coordinators (their school) and admins (any school) assign assessments. */
@Injectable()
export class AssignmentsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly rows: AssignmentsRepository,
    private readonly reminders: AssignmentRemindersService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async create(body: CreateAssignmentDto, actor: Actor) {
    const yearGroup = trimmed(body.year_group);
    const className = trimmed(body.class_name);
    if (!yearGroup && !className) throw AppError.badRequest(CHOOSE_SCOPE);
    const now = this.clock.now();
    const dueAt = new Date(body.due_at);
    if (!(dueAt.getTime() > now.getTime())) throw AppError.badRequest(DUE_IN_FUTURE);
    return this.transactions.run(async (m) => {
      const schoolId = await reportSchool(m, actor.user, body.school_id);
      if (schoolId === null) throw AppError.badRequest(ADMIN_NAMES_SCHOOL);
      const row = m.create(Assignment, {
        schoolId,
        assessmentTypes: [...new Set(body.assessment_types)],
        yearGroup,
        className,
        dueAt,
        message: trimmed(body.message),
        createdBy: actor.user.id,
        createdAt: now,
        remindedAt: null,
      });
      await assertHasStudents(this.rows, m, row);
      await m.save(row);
      await this.audit.recordChange(m, actor, {
        action: 'create',
        resource: 'assignments',
        id: row.id,
        before: null,
        after: view(row),
        schoolId,
      });
      return view(row);
    });
  }

  /** The year groups and classes of the school's students (docs/product/coordinators.md). */
  groups(user: AuthUser, schoolId: number | undefined) {
    return this.transactions.run(async (m) => {
      const school = await reportSchool(m, user, schoolId);
      if (school === null) throw AppError.badRequest(ADMIN_NAMES_SCHOOL);
      return knownGroups(this.rows, m, school);
    });
  }

  /** An assignment checked before it is saved, under the same scope rules; nothing is written. */
  check(body: CheckAssignmentDto, user: AuthUser) {
    const yearGroup = trimmed(body.year_group);
    const className = trimmed(body.class_name);
    if (!yearGroup && !className) throw AppError.badRequest(CHOOSE_SCOPE);
    return this.transactions.run(async (m) => {
      const schoolId = await reportSchool(m, user, body.school_id);
      if (schoolId === null) throw AppError.badRequest(ADMIN_NAMES_SCHOOL);
      const types = [...new Set(body.assessment_types)];
      return checkAssignment(
        this.rows,
        m,
        { schoolId, yearGroup, className },
        types,
        this.clock.now(),
      );
    });
  }

  /** The assignments the caller may see, newest due date first, each with its counts. */
  async list(user: AuthUser, schoolFilter: number | undefined) {
    const scope = schoolScope(user);
    if (scope !== null && schoolFilter !== undefined && schoolFilter !== scope) {
      throw AppError.forbidden(OTHER_SCHOOL);
    }
    const school = scope ?? schoolFilter;
    return this.transactions.run(async (m) => {
      const rows = await m.find(Assignment, {
        where: school === undefined ? {} : { schoolId: school },
        order: { dueAt: 'DESC', id: 'DESC' },
        take: 500,
      });
      const out = [];
      for (const a of rows)
        out.push({ ...view(a), counts: countsOf(await studentStates(this.rows, m, a)) });
      return out;
    });
  }

  /** One assignment with each student's state and the counts (403 for another school). */
  async read(id: number, user: AuthUser) {
    return this.transactions.run(async (m) => {
      const a = await this.find(m, id, user);
      const states = await studentStates(this.rows, m, a);
      return {
        ...view(a),
        counts: countsOf(states),
        students: states.map((s) => ({
          id: s.id,
          username: s.username,
          email: s.email,
          year_group: s.yearGroup,
          class_name: s.className,
          status: s.status,
          assessments: s.assessments,
        })),
      };
    });
  }

  async csvRows(id: number, user: AuthUser) {
    const record = await this.read(id, user);
    return record.students.map((s) => ({
      username: s.username,
      email: s.email,
      year_group: s.year_group,
      class_name: s.class_name,
      status: s.status,
      ...Object.fromEntries(record.assessment_types.map((t) => [t, s.assessments[t] ?? ''])),
    }));
  }

  /**
   * Edit or extend: the assessments, scope, due date or message change, checked like a new
   * assignment (a scope, a due date in the future, at least one student in a new scope), and audited with
   * before and after. Students read their assignments live, so they see the change at once.
   */
  async update(id: number, body: UpdateAssignmentDto, actor: Actor) {
    const now = this.clock.now();
    return this.transactions.run(async (m) => {
      const a = await this.find(m, id, actor.user);
      const before = view(a);
      if (body.assessment_types) a.assessmentTypes = [...new Set(body.assessment_types)];
      if (body.year_group !== undefined) a.yearGroup = trimmed(body.year_group);
      if (body.class_name !== undefined) a.className = trimmed(body.class_name);
      if (body.message !== undefined) a.message = trimmed(body.message);
      if (body.due_at !== undefined) {
        const dueAt = new Date(body.due_at);
        if (!(dueAt.getTime() > now.getTime())) throw AppError.badRequest(DUE_IN_FUTURE);
        a.dueAt = dueAt;
      }
      if (!a.yearGroup && !a.className) throw AppError.badRequest(CHOOSE_SCOPE);
      if (a.yearGroup !== before.year_group || a.className !== before.class_name) {
        await assertHasStudents(this.rows, m, a);
      }
      await m.update(Assignment, a.id, {
        assessmentTypes: a.assessmentTypes,
        yearGroup: a.yearGroup,
        className: a.className,
        dueAt: a.dueAt,
        message: a.message,
      });
      const after = view(a);
      await this.audit.recordChange(m, actor, {
        action: 'update',
        resource: 'assignments',
        id: a.id,
        before,
        after,
        schoolId: a.schoolId,
      });
      return after;
    });
  }

  /** The list as CSV rows: what the list shows, one line per assignment. */
  async listCsvRows(user: AuthUser, schoolFilter: number | undefined) {
    return (await this.list(user, schoolFilter)).map((a) => ({
      id: a.id,
      assessment_types: a.assessment_types.join(' '),
      year_group: a.year_group,
      class_name: a.class_name,
      due_at: a.due_at,
      message: a.message,
      students: a.counts.total,
      complete: a.counts.complete,
      in_progress: a.counts.in_progress,
      not_started: a.counts.not_started,
    }));
  }

  async remove(id: number, actor: Actor) {
    return this.transactions.run(async (m) => {
      const a = await this.find(m, id, actor.user);
      await m.delete(Assignment, { id: a.id });
      await this.audit.recordChange(m, actor, {
        action: 'delete',
        resource: 'assignments',
        id: a.id,
        before: view(a),
        after: null,
        schoolId: a.schoolId,
      });
      return view(a);
    });
  }

  /**
   * "Remind those not finished": one conditional update takes the assignment's hourly turn
   * (`reminded_at` unset or older than an hour), so of two clicks at once only one sends.
   */
  async remind(id: number, actor: Actor) {
    const now = this.clock.now();
    const a = await this.transactions.run((m) => this.find(m, id, actor.user));
    const cutoff = new Date(now.getTime() - MANUAL_REMINDER_COOLDOWN_MS);
    const taken = await this.transactions.run((m) =>
      this.rows.takeReminderTurn(m, id, now, cutoff),
    );
    if (!taken) {
      const wait = a.remindedAt
        ? Math.max(
            1,
            Math.ceil(
              (a.remindedAt.getTime() + MANUAL_REMINDER_COOLDOWN_MS - now.getTime()) / 1000,
            ),
          )
        : 60;
      throw AppError.tooManyRequests(MANUAL_REMINDER_TOO_SOON, wait);
    }
    const result = await this.reminders.remind(a, 'manual', now, {
      id: actor.user.id,
      email: actor.user.email,
      ip: actor.ip,
    });
    return { sent: result.sent, students: result.students };
  }

  /** The signed-in student's assignments: those of their school, year group and class. */
  async mine(userId: string) {
    return this.transactions.run(async (m) => {
      const user = await m.findOneBy(User, { id: userId });
      if (!user || user.role !== 'user' || user.schoolId === null) return [];
      const rows = await m.find(Assignment, {
        where: { schoolId: user.schoolId },
        order: { dueAt: 'ASC', id: 'ASC' },
      });
      const mine = rows.filter(
        (a) =>
          (a.yearGroup === null || a.yearGroup === user.yearGroup) &&
          (a.className === null || a.className === user.className),
      );
      const out = [];
      for (const a of mine) {
        const state = (await studentStates(this.rows, m, a)).find((s) => s.id === userId);
        out.push({
          id: a.id,
          assessment_types: a.assessmentTypes,
          due_at: a.dueAt.toISOString(),
          message: a.message,
          text: assignmentMessage(a.assessmentTypes, a.dueAt),
          status: state?.status ?? 'not_started',
        });
      }
      return out;
    });
  }

  private async find(m: EntityManager, id: number, user: AuthUser): Promise<Assignment> {
    const a = await m.findOneBy(Assignment, { id });
    if (!a) throw AppError.notFound(ASSIGNMENT_NOT_FOUND);
    const scope = schoolScope(user);
    if (scope !== null && scope !== a.schoolId) throw AppError.forbidden(OTHER_SCHOOL);
    return a;
  }
}
