import { DAY_MS } from '@aspire/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Actor } from '../admin/actor.decorator';
import { AuditService } from '../audit/audit.service';
import { EmailTokenService } from '../auth/email-token.service';
import { AuthLimitsService } from '../auth/limits/auth-limits.service';
import { VERIFY_TTL_MS } from '../auth/registration.service';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Transactions } from '../database/transactions';
import { MailService } from '../mail/mail.service';
import { verificationMail } from '../mail/templates';
import { School } from '../schools/entities/school.entity';
import { User } from '../users/entities/user.entity';
import { BulkResendDto } from './dto/report.query';
import { CohortStudentsRepository } from './cohort-students.repository';
import { reportSchool } from './report-scope';
import { unverifiedDays } from './roster-rules';

/** One run mails at most this many students; the answer says how many were left for later. */
export const BULK_RESEND_MAX = 1000;
export const OVER_RUN_LIMIT = `Not sent in this run (at most ${BULK_RESEND_MAX} at once): run it again.`;

export type BulkResendResult = {
  days: number;
  matched: number;
  sent: number;
  skipped: number;
  reasons: { reason: string; count: number }[];
};

/**
 * "Resend verification to all students unverified for N days". Each address takes
 * one attempt of the resend limit (docs/product/access.md, "Lockouts and backoff") first,
 * atomically (the same row a student's own resend uses), so two coordinators clicking at once, or a
 * student resending too, never send
 * more than the spec allows; an address over its limit is skipped with the spec's message.
 * The students are chosen on the primary, never the replica: this report leads to writes, and a
 * lagging copy would miss a student who registered a moment ago.
 */
@Injectable()
export class BulkResendService {
  constructor(
    private readonly students: CohortStudentsRepository,
    @InjectRepository(School) private readonly schools: Repository<School>,
    private readonly transactions: Transactions,
    private readonly limits: AuthLimitsService,
    private readonly tokens: EmailTokenService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async resend(body: BulkResendDto, actor: Actor): Promise<BulkResendResult> {
    const schoolId = await reportSchool(this.schools, actor.user, body.school_id);
    const days = unverifiedDays(body.days);
    const before = new Date(this.clock.now().getTime() - days * DAY_MS);
    const cohort = {
      schoolId,
      yearGroup: body.year_group ?? null,
      className: body.class_name ?? null,
    };
    const students = await this.students.unverifiedSince(cohort, before);
    const reasons = new Map<string, number>();
    const skip = (reason: string) => reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    let sent = 0;
    for (const [i, student] of students.entries()) {
      if (i >= BULK_RESEND_MAX) skip(OVER_RUN_LIMIT);
      else if (await this.resendOne(student, skip)) sent++;
    }
    const result: BulkResendResult = {
      days,
      matched: students.length,
      sent,
      skipped: students.length - sent,
      reasons: [...reasons].map(([reason, count]) => ({ reason, count })),
    };
    await this.transactions.run((m) =>
      this.audit.record(m, {
        actorId: actor.user.id,
        actorEmail: actor.user.email,
        action: 'bulk_resend_verification',
        resource: 'students',
        after: {
          ...result,
          year_group: body.year_group ?? null,
          class_name: body.class_name ?? null,
        },
        ip: actor.ip,
        schoolId,
      }),
    );
    return result;
  }

  /** Takes the address's resend attempt, then sends; a refused attempt is a skip with its reason. */
  private async resendOne(student: User, skip: (reason: string) => void): Promise<boolean> {
    let attempt;
    try {
      attempt = await this.limits.consume('resend', student.email);
    } catch (error) {
      if (error instanceof AppError && error.getStatus() === 429) {
        skip(reasonOf(error.message));
        return false;
      }
      throw error;
    }
    try {
      const outbox = await this.transactions.run(async (m) => {
        // Verified in the meantime (the student opened an older link): nothing to send.
        const fresh = await m.findOneBy(User, { id: student.id });
        if (!fresh || fresh.emailVerifiedAt) return null;
        await this.tokens.revokeAll(m, student.id, 'verify');
        const token = await this.tokens.issue(m, student.id, 'verify', VERIFY_TTL_MS);
        const url = `${this.config.appUrl}/verify-email?token=${token}`;
        return this.mail.enqueue(m, verificationMail(student.email, student.username, url));
      });
      if (!outbox) {
        await attempt.refund();
        skip('Verified in the meantime.');
        return false;
      }
      await this.mail.deliver(outbox);
      return true;
    } catch (error) {
      await attempt.refund();
      throw error;
    }
  }
}

/** The spec's lockout messages carry a number of seconds; group them without it. */
function reasonOf(message: string): string {
  return message.replace(/ Please wait \d+ seconds\./, ' Please wait before resending.');
}
