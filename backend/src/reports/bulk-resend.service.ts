import { BulkResendResult, DAY_MS } from '@aspire/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Actor } from '../admin/actor.decorator';
import { EmailTokenService } from '../auth/email-token.service';
import { AuthLimitsService } from '../auth/limits/auth-limits.service';
import { VERIFY_TTL_MS } from '../auth/registration.service';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailService } from '../mail/mail.service';
import { verificationMail } from '../mail/templates';
import { School } from '../schools/entities/school.entity';
import { User } from '../users/entities/user.entity';
import { ChaseService } from './chase.service';
import { BulkResendDto } from './dto/report.query';
import { CohortStudentsRepository } from './cohort-students.repository';
import { reportSchool } from './report-scope';
import { unverifiedDays } from './roster-rules';

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
    private readonly chases: ChaseService,
    private readonly limits: AuthLimitsService,
    private readonly tokens: EmailTokenService,
    private readonly mail: MailService,
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
    const counts = await this.chases.run(
      {
        action: 'bulk_resend_verification',
        actor,
        schoolId,
        filters: body,
        items: students,
        take: (student) => this.limits.consume('resend', student.email),
        limited: reasonOf,
        write: (m, student) => this.verificationMail(m, student),
        stale: 'Verified in the meantime.',
      },
      { days },
    );
    return { days, ...counts };
  }

  /** A new verification link for a student still unverified; null once they have verified. */
  private async verificationMail(m: EntityManager, student: User) {
    // Verified in the meantime (the student opened an older link): nothing to send.
    const fresh = await m.findOneBy(User, { id: student.id });
    if (!fresh || fresh.emailVerifiedAt) return null;
    await this.tokens.revokeAll(m, student.id, 'verify');
    const token = await this.tokens.issue(m, student.id, 'verify', VERIFY_TTL_MS);
    const url = `${this.config.appUrl}/verify-email?token=${token}`;
    return this.mail.enqueue(m, verificationMail(student.email, student.username, url));
  }
}

/** The spec's lockout messages carry a number of seconds; group them without it. */
function reasonOf(message: string): string {
  return message.replace(/ Please wait \d+ seconds\./, ' Please wait before resending.');
}
