import {
  DAY_MS,
  dueReminder,
  OVERDUE_REMINDER_GRACE_MS,
  reminderText,
  type ReminderKind,
} from '@aspire/domain';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Between, QueryFailedError } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { isDuplicateKey } from '../database/duplicate-key';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Transactions } from '../database/transactions';
import { Mail, MailService } from '../mail/mail.service';
import { ScheduledJobs } from '../scheduling/scheduled-jobs.service';
import { StudentState, studentStates } from './assignment-students';
import { AssignmentsRepository } from './assignments.repository';
import { Assignment } from './entities/assignment.entity';
import { AssignmentReminder } from './entities/assignment-reminder.entity';

export type ReminderRun = { assignments: number; sent: number; alreadySent: number };
export type SendResult = { students: number; sent: number; alreadySent: number };

/**
 * Reminder e-mails at 7 days and 1 day before an assignment's due date and one day
 * after it, to the students in scope who have not finished. Each send first inserts its
 * (assignment, student, kind) row: the unique key lets exactly one insert win, so instances
 * running the job at once send each reminder once; the schedule also takes the database lease
 * (`ScheduledJobs`), so one instance runs it per interval. Students
 * without a verified address are skipped; erased students no longer exist (their rows go with
 * them). Each run is audited per assignment in counts, never addresses.
 */
@Injectable()
export class AssignmentRemindersService implements OnApplicationBootstrap {
  static readonly JOB = 'assignment-reminders';

  constructor(
    private readonly transactions: Transactions,
    private readonly rows: AssignmentsRepository,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly jobs: ScheduledJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.schedule({
      name: AssignmentRemindersService.JOB,
      everyMs: this.config.assignmentReminderIntervalMs,
      run: () => this.runOnce(this.clock.now()),
    });
  }

  /** One run of the job at `now`: every assignment with a reminder due. */
  async runOnce(now: Date): Promise<ReminderRun> {
    // Reminders fall from 7 days before the due date to the end of the overdue grace.
    const window = Between(
      new Date(now.getTime() - DAY_MS - OVERDUE_REMINDER_GRACE_MS),
      new Date(now.getTime() + 7 * DAY_MS),
    );
    const assignments = await this.transactions.run((m) =>
      m.find(Assignment, { where: { dueAt: window }, order: { id: 'ASC' } }),
    );
    const run: ReminderRun = { assignments: 0, sent: 0, alreadySent: 0 };
    for (const assignment of assignments) {
      const kind = dueReminder(assignment.dueAt, assignment.createdAt, now);
      if (!kind) continue;
      const result = await this.remind(assignment, kind, now, null);
      run.assignments++;
      run.sent += result.sent;
      run.alreadySent += result.alreadySent;
    }
    return run;
  }

  /**
   * Sends `kind` to the assignment's students who have not finished and have a verified address,
   * once each, and audits the counts. `actor` is the coordinator of a manual reminder.
   */
  async remind(
    assignment: Assignment,
    kind: ReminderKind | 'manual',
    now: Date,
    actor: { id: string; email: string; ip: string } | null,
  ): Promise<SendResult> {
    const states = await this.transactions.run((m) => studentStates(this.rows, m, assignment));
    const due = states.filter((s) => s.status !== 'complete' && s.emailVerified);
    const rowKind = kind === 'manual' ? `manual:${now.getTime()}` : kind;
    let sent = 0;
    for (const student of due)
      if (await this.sendOnce(assignment, student, kind, rowKind, now)) sent++;
    const result = { students: due.length, sent, alreadySent: due.length - sent };
    await this.transactions.run((m) =>
      this.audit.record(m, {
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        action: kind === 'manual' ? 'assignment_remind' : 'assignment_reminders_sent',
        resource: 'assignments',
        resourceId: assignment.id,
        after: {
          kind,
          not_finished: states.filter((s) => s.status !== 'complete').length,
          unverified_skipped: states.filter((s) => s.status !== 'complete' && !s.emailVerified)
            .length,
          sent: result.sent,
          already_sent: result.alreadySent,
        },
        ip: actor?.ip ?? null,
        schoolId: assignment.schoolId,
      }),
    );
    return result;
  }

  /** Inserts the send row and queues the mail in one transaction; a duplicate row is a no-op. */
  private async sendOnce(
    assignment: Assignment,
    student: StudentState,
    kind: ReminderKind | 'manual',
    rowKind: string,
    now: Date,
  ): Promise<boolean> {
    let outbox;
    try {
      outbox = await this.transactions.run(async (m) => {
        await m.insert(AssignmentReminder, {
          assignmentId: assignment.id,
          userId: student.id,
          kind: rowKind,
          sentAt: now,
        });
        return this.mail.enqueue(m, this.reminderMail(assignment, student, kind));
      });
    } catch (error) {
      if (error instanceof QueryFailedError && isDuplicateKey(error)) return false;
      throw error;
    }
    await this.mail.deliver(outbox);
    return true;
  }

  private reminderMail(
    assignment: Assignment,
    student: StudentState,
    kind: ReminderKind | 'manual',
  ): Mail {
    const subject = reminderText(kind, assignment.assessmentTypes, assignment.dueAt);
    const url = `${this.config.appUrl}/dashboard`;
    const lines = [
      `Hi ${student.username},`,
      subject + '.',
      ...(assignment.message ? [`Your school says: ${assignment.message}`] : []),
      `Open your dashboard to continue: ${url}`,
    ];
    const escape = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    return {
      to: student.email,
      subject,
      text: lines.join('\n\n'),
      html: lines.map((l) => `<p>${escape(l)}</p>`).join(''),
    };
  }
}
