import { DAY_MS } from '@aspire/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Actor } from '../admin/actor.decorator';
import { AuditService } from '../audit/audit.service';
import { AuthLimitsService, emailKey } from '../auth/limits/auth-limits.service';
import { AppError } from '../common/app-error';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Transactions } from '../database/transactions';
import { MailService } from '../mail/mail.service';
import { rosterInviteMail } from '../mail/templates';
import { School } from '../schools/entities/school.entity';
import { User } from '../users/entities/user.entity';
import { WhitelistEntry } from '../whitelist/entities/whitelist-entry.entity';
import { BULK_RESEND_MAX, OVER_RUN_LIMIT } from './bulk-resend.service';
import { RosterInviteDto } from './dto/report.query';
import { RosterRepository } from './roster.repository';
import { reportSchool } from './report-scope';

/** An address is invited at most once a day, however many staff click (one atomic window). */
export const INVITE_WINDOW = { max: 1, windowMs: DAY_MS };
export const INVITED_RECENTLY = 'Invited less than a day ago.';
export const ACCOUNT_EXISTS = 'An account already uses this address.';

export type RosterInviteResult = {
  matched: number;
  sent: number;
  skipped: number;
  reasons: { reason: string; count: number }[];
};

/**
 * "Invite to register": mails each rostered address of the school that nobody registered with
 * (docs/product/coordinators.md, "Students"). Each address first takes its one invitation of the
 * day under the limit row's atomic write, so 50 parallel clicks send one mail per address; a
 * skipped address is counted with its reason. At most 1,000 a run; one audit row with the counts.
 */
@Injectable()
export class RosterInviteService {
  constructor(
    private readonly roster: RosterRepository,
    @InjectRepository(School) private readonly schools: Repository<School>,
    private readonly transactions: Transactions,
    private readonly limits: AuthLimitsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async invite(body: RosterInviteDto, actor: Actor): Promise<RosterInviteResult> {
    const schoolId = await reportSchool(this.schools, actor.user, body.school_id);
    const entries = await this.roster.notRegistered(schoolId, body.year_group, body.class_name);

    const reasons = new Map<string, number>();
    const skip = (reason: string) => reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    let sent = 0;
    for (const [i, entry] of entries.entries()) {
      if (i >= BULK_RESEND_MAX) skip(OVER_RUN_LIMIT);
      else if (await this.inviteOne(entry, skip)) sent++;
    }
    const result: RosterInviteResult = {
      matched: entries.length,
      sent,
      skipped: entries.length - sent,
      reasons: [...reasons].map(([reason, count]) => ({ reason, count })),
    };
    await this.transactions.run((m) =>
      this.audit.record(m, {
        actorId: actor.user.id,
        actorEmail: actor.user.email,
        action: 'roster_invite',
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

  /** Takes the address's invitation of the day, then mails it; a refusal is a skip. */
  private async inviteOne(entry: WhitelistEntry, skip: (r: string) => void): Promise<boolean> {
    let attempt;
    try {
      attempt = await this.limits.consumeWindow(
        'roster_invite',
        emailKey(entry.value),
        INVITE_WINDOW,
        () => INVITED_RECENTLY,
      );
    } catch (error) {
      if (error instanceof AppError && error.getStatus() === 429) {
        skip(error.message);
        return false;
      }
      throw error;
    }
    try {
      const outbox = await this.transactions.run(async (m) => {
        // Registered meanwhile, or the address belongs to an account elsewhere: nothing to send.
        if (await m.existsBy(User, { email: entry.value })) return null;
        const school = entry.school?.name ?? 'Your school';
        const url = `${this.config.appUrl}/register`;
        return this.mail.enqueue(m, rosterInviteMail(entry.value, school, url));
      });
      if (!outbox) {
        await attempt.refund();
        skip(ACCOUNT_EXISTS);
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
