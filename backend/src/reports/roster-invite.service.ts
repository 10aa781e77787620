import { ChaseCounts, DAY_MS } from '@aspire/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Actor } from '../admin/actor.decorator';
import { AuthLimitsService, emailKey } from '../auth/limits/auth-limits.service';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailService } from '../mail/mail.service';
import { rosterInviteMail } from '../mail/templates';
import { School } from '../schools/entities/school.entity';
import { User } from '../users/entities/user.entity';
import { WhitelistEntry } from '../whitelist/entities/whitelist-entry.entity';
import { ChaseService } from './chase.service';
import { RosterInviteDto } from './dto/report.query';
import { RosterRepository } from './roster.repository';
import { reportSchool } from './report-scope';

/** An address is invited at most once a day, however many staff click (one atomic window). */
export const INVITE_WINDOW = { max: 1, windowMs: DAY_MS };
export const INVITED_RECENTLY = 'Invited less than a day ago.';
export const ACCOUNT_EXISTS = 'An account already uses this address.';

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
    private readonly chases: ChaseService,
    private readonly limits: AuthLimitsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async invite(body: RosterInviteDto, actor: Actor): Promise<ChaseCounts> {
    const schoolId = await reportSchool(this.schools, actor.user, body.school_id);
    const entries = await this.roster.notRegistered(schoolId, body.year_group, body.class_name);
    return this.chases.run({
      action: 'roster_invite',
      actor,
      schoolId,
      filters: body,
      items: entries,
      take: (entry) =>
        this.limits.consumeWindow(
          'roster_invite',
          emailKey(entry.value),
          INVITE_WINDOW,
          () => INVITED_RECENTLY,
        ),
      limited: (message) => message,
      write: (m, entry) => this.inviteMail(m, entry),
      stale: ACCOUNT_EXISTS,
    });
  }

  /** The invitation to register; null once the address has an account (here or elsewhere). */
  private async inviteMail(m: EntityManager, entry: WhitelistEntry) {
    if (await m.existsBy(User, { email: entry.value })) return null;
    const school = entry.school?.name ?? 'Your school';
    const url = `${this.config.appUrl}/register`;
    return this.mail.enqueue(m, rosterInviteMail(entry.value, school, url));
  }
}
